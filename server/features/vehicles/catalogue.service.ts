import { CATALOGUE_MAKES } from '@shared/vehicles/catalogue';
import type { CatalogueResponse } from './vehicles.schemas';

let cached: CatalogueResponse | undefined;

/**
 * Makes and model names only: the catalogue's pricing factors and classes are the model's
 * internals, and the client imports the catalogue from shared/ anyway.
 */
export function catalogue(): CatalogueResponse {
  cached ??= {
    makes: CATALOGUE_MAKES.map((make) => ({ name: make.name, models: make.models.map((m) => m.name) })),
  };
  return cached;
}

export const OPENAPI_URL = '/api/openapi.json';

interface Operation {
  'x-access'?: string;
  'x-rate-limit'?: { name: string; limit: number; windowSeconds: number }[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface ApiOperation {
  method: string;
  path: string;
  access: string;
  rateLimits: { limit: number; windowSeconds: number }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The document's operations sorted by path then method, kept when the filter appears in the method, path or policy. */
export function apiOperations(doc: OpenApiDocument, filter = ''): ApiOperation[] {
  const needle = filter.trim().toLowerCase();
  const all: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      all.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'] ?? 'public',
        rateLimits: op['x-rate-limit'] ?? [],
      });
    }
  return all
    .filter((o) => !needle || `${o.method} ${o.path} ${o.access}`.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        a.path.localeCompare(b.path) ||
        METHODS.indexOf(a.method.toLowerCase()) - METHODS.indexOf(b.method.toLowerCase()),
    );
}

import { effectiveRegistryStatus, isRegistryEntryValid } from '@shared/charities/categories';
import type { CharityRegistryEntry } from '../../db/schema/registry';
import { translate, type Locale } from '../../platform/i18n';

/** A registry entry as the verify endpoints answer it (public data of the CRA list). */
export function registryView(entry: CharityRegistryEntry | undefined, locale: Locale) {
  if (!entry) {
    return {
      isValid: false,
      name: null,
      status: translate(locale, 'charities:verify.notFound'),
      registryStatus: null,
      effectiveDate: null,
      designation: null,
      category: null,
      sanction: null,
      address: null,
    };
  }
  const valid = isRegistryEntryValid(entry);
  const status = effectiveRegistryStatus(entry);
  return {
    isValid: valid,
    name: entry.legalName,
    // The status text shown with "Verification Failed" (public-site.md §8): why, in the reader's language.
    status: valid
      ? status
      : entry.sanctions && status.toLowerCase() === 'registered'
        ? translate(locale, 'charities:verify.sanctioned', { sanction: entry.sanctions })
        : translate(locale, 'charities:verify.notRegistered', { status, date: entry.effectiveDate ?? '' }),
    registryStatus: status,
    effectiveDate: entry.effectiveDate,
    designation: entry.designationCode,
    category: entry.categoryDescription,
    sanction: entry.sanctions,
    address: {
      streetAddress: entry.address,
      city: entry.city,
      province: entry.province,
      postalCode: entry.postalCode,
      country: entry.country,
    },
  };
}
export type RegistryView = ReturnType<typeof registryView>;

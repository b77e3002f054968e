/** What the home pages list, by i18n key of the `home` namespace (the copy is in shared/i18n/{en,fr}/home.json). */

/** The six FAQ questions of DECISIONS §8, in order. */
export const FAQ_QUESTIONS = ['vehicles', 'pickup', 'tax', 'ownership', 'cost', 'receipt'] as const;
export type FaqQuestion = (typeof FAQ_QUESTIONS)[number];

export const TESTIMONIAL_DONORS = ['marie', 'david', 'priya'] as const;

/** `/`: why choose us. */
export const WHY_REASONS = [
  'why.registered',
  'why.receipts',
  'why.anyVehicle',
  'why.ownership',
  'why.tracking',
  'why.bilingual',
];

/** `/home-original`: the five trust points. */
export const TRUST_POINTS = [
  'trust.registered',
  'trust.pickup',
  'trust.receipt',
  'trust.noFees',
  'trust.privacy',
];

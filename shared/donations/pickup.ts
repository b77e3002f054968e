/** The wizard's pickup choices (spec §5). No zod here: the browser reads these with the page. */
export const PICKUP_PREFERENCES = ['asap', 'weekday', 'weekend', 'schedule'] as const;
export type PickupPreference = (typeof PICKUP_PREFERENCES)[number];

export const PICKUP_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PickupTime = (typeof PICKUP_TIMES)[number];

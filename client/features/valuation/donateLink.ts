/** The vehicle facts the calculator hands to the donation wizard. */
export interface DonateLinkInput {
  year: string | number;
  make: string;
  model: string;
  mileage: string | number;
  condition: string;
  vin: string;
  hasLienOrFinance: boolean;
  estimatedValue: number;
}

/**
 * `/donate?...&prefilled=true` with the parameters of the specification. The condition goes through
 * unchanged (DECISIONS §5: the prototype's good→excellent mapping misstated the vehicle).
 */
export function donateLink(input: DonateLinkInput): string {
  const params = new URLSearchParams({
    year: String(input.year),
    make: input.make,
    model: input.model,
    mileage: String(input.mileage),
    condition: input.condition,
    vin: input.vin.trim(),
    hasLienOrFinance: String(input.hasLienOrFinance),
    estimatedValue: String(input.estimatedValue),
    prefilled: 'true',
  });
  return `/donate?${params.toString()}`;
}

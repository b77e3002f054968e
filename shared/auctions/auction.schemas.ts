import { z } from 'zod';
import { toCents } from '../money';

/**
 * Contracts of auctions and bids (public-site.md §5, back-office.md §5). Messages are keys of the
 * `auctions` namespace. Pure zod: the client imports these for its forms and types.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Dollars as a number or decimal string, exact to the cent, from $0.01 to $9,999,999.99. */
const dollars = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const cents = toCents(value);
    if (cents === null || cents <= 0 || cents > 999_999_999) {
      ctx.addIssue({ code: 'custom', message: 'auctions:validation.amountInvalid' });
      return z.NEVER;
    }
    return cents;
  });

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, 'auctions:validation.tooLong').optional(),
  );

/** POST /api/bids. The dealer comes from the session; a dealerId sent by the client is refused. */
export const PlaceBidRequest = z.strictObject({
  auctionId: z.coerce.number({ error: 'auctions:validation.auctionRequired' }).int().min(1, {
    error: 'auctions:validation.auctionRequired',
  }),
  /** Integer cents after parsing. */
  bidAmount: dollars('auctions:validation.bidRequired'),
  notes: text(500),
});
export type PlaceBidRequest = z.input<typeof PlaceBidRequest>;

/** POST /api/auctions. Defaults: starts now, ends 7 days later, minimum bid $500. */
export const CreateAuctionRequest = z
  .strictObject({
    donationId: z.coerce
      .number({ error: 'auctions:validation.donationRequired' })
      .int()
      .min(1, { error: 'auctions:validation.donationRequired' }),
    startDate: z.preprocess(
      blankToUndefined,
      z.coerce.date({ error: 'auctions:validation.dateInvalid' }).optional(),
    ),
    endDate: z.preprocess(
      blankToUndefined,
      z.coerce.date({ error: 'auctions:validation.dateInvalid' }).optional(),
    ),
    minimumBid: dollars('auctions:validation.minimumBidRequired').optional(),
    reservePrice: z.preprocess(blankToUndefined, dollars('auctions:validation.amountInvalid').optional()),
    vehicleLocation: z
      .string({ error: 'auctions:validation.locationRequired' })
      .trim()
      .min(1, { error: 'auctions:validation.locationRequired' })
      .max(500, { error: 'auctions:validation.tooLong' }),
    pickupInstructions: text(2000),
    notes: text(2000),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate <= v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'auctions:validation.endBeforeStart' });
    }
  });
export type CreateAuctionRequest = z.input<typeof CreateAuctionRequest>;

export const AUCTION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const ListAuctionsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(AUCTION_STATUSES).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});

/** PATCH /api/auctions/:id/scrap: what the scrap sale of an unsold vehicle brought. */
export const ScrapRequest = z.strictObject({ scrapValue: dollars('auctions:validation.scrapValueRequired') });
export type ScrapRequest = z.input<typeof ScrapRequest>;

export const AuctionIdParams = z.object({ id: z.coerce.number().int().min(1) });

/** What a dealer (or an admin) sees of an auction. `reservePrice` is present for admins only. */
export const AuctionView = z.object({
  id: z.number(),
  donationId: z.number(),
  status: z.enum(AUCTION_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  minimumBid: z.number(),
  currentHighBid: z.number(),
  requiredBid: z.number(),
  bidCount: z.number(),
  reservePrice: z.number().nullable().optional(),
  reserveMet: z.boolean().nullable(),
  vehicleLocation: z.string(),
  pickupInstructions: z.string().nullable(),
  notes: z.string().nullable(),
  vehicle: z.object({
    year: z.number(),
    make: z.string(),
    model: z.string(),
    trim: z.string().nullable(),
    mileage: z.number().nullable(),
    condition: z.string(),
    vehicleType: z.string(),
    hasAccidents: z.boolean(),
    province: z.string(),
  }),
  /** Photos of the vehicle, in display order; `url` needs the dealer's or staff's session. */
  photos: z.array(z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() })),
  /** The signed-in dealer holds the current high bid. */
  youLead: z.boolean(),
  /** The auction closed and the vehicle is the signed-in dealer's. */
  youWon: z.boolean(),
  winningDealer: z.string().nullable().optional(),
  /** Admins: what an unsold vehicle brought when sent for scrap. */
  scrapValue: z.number().nullable().optional(),
  outcome: z.enum(['sold', 'reserveNotMet', 'noBids']).nullable(),
});
export type AuctionView = z.infer<typeof AuctionView>;

export const AuctionListResponse = z.object({
  auctions: z.array(AuctionView),
  stats: z.object({ total: z.number(), active: z.number(), pending: z.number(), completed: z.number() }),
  serverTime: z.string(),
});
export type AuctionListResponse = z.infer<typeof AuctionListResponse>;

export const BidView = z.object({
  id: z.number(),
  bidAmount: z.number(),
  bidDate: z.string(),
  /** "you" for the signed-in dealer's own bids; a dealer never sees another dealer's name. */
  bidder: z.string(),
  mine: z.boolean(),
  isWinning: z.boolean(),
});
export type BidView = z.infer<typeof BidView>;

export const BidListResponse = z.object({ bids: z.array(BidView), auction: AuctionView });
export type BidListResponse = z.infer<typeof BidListResponse>;

export const PlaceBidResponse = z.object({ bid: BidView, auction: AuctionView, extended: z.boolean() });
export type PlaceBidResponse = z.infer<typeof PlaceBidResponse>;

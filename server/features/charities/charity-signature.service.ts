import type { Charity } from '../../db/schema/charities';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { reencodeImage, type Reencoded } from '../../platform/storage/image-reencode';
import type { SessionUser } from '../../platform/session/session';
import { updateCharity } from './charities.repo';
import { toCharityView } from './charity-view';
import { unavailableCause } from '../../platform/http/unavailable';

export const MAX_SIGNATURE_BYTES = 512 * 1024;

const notImage = () =>
  new AppError(
    'VALIDATION',
    'charities:signature.notImage',
    {},
    { signature: 'charities:signature.notImage' },
  );

/** The raw bytes of an image upload; anything else (JSON, a form) is refused like a wrong file. */
export function rawBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw notImage();
}

/**
 * The signature as it is kept and printed: decoded and encoded again as a PNG that fits 1200 × 400
 * (six times the 200 × 60 pt box of the receipt, enough for print), whatever the charity sent.
 */
export function normaliseSignature(body: Buffer): Promise<Reencoded> {
  return reencodeImage(body, {
    formats: ['png', 'jpeg'],
    maxWidth: 1200,
    maxHeight: 400,
    output: { format: 'png' },
    field: 'signature',
    message: 'charities:signature.notImage',
  });
}

export type ReceiptSignature =
  | { state: 'missing' }
  /** Stored before uploads were decoded, and not an image that prints. */
  | { state: 'unreadable' }
  | { state: 'ok'; png: Buffer };

/**
 * The charity's signature ready for a receipt. A file stored before uploads were decoded may not be
 * an image at all: it reads as unreadable, and the receipt is refused saying so (an official receipt
 * without the authorized signature is not one; printing it would spend a serial on a void receipt).
 */
export async function receiptSignature(
  ctx: AppContext,
  db: DbOrTx,
  fileId: string | null,
): Promise<ReceiptSignature> {
  // A file gone from the store reads as missing; a store out of reach is an outage (503), not a refusal.
  const file = fileId
    ? await ctx.storage.get(db, fileId).catch((err: unknown) => {
        if (unavailableCause(err)) throw err;
        return null;
      })
    : null;
  if (!file) return { state: 'missing' };
  try {
    return { state: 'ok', png: (await normaliseSignature(file.body)).body };
  } catch (err) {
    if (err instanceof AppError) return { state: 'unreadable' };
    throw err;
  }
}

/** Stores the signer's signature image (re-encoded) and links it to the charity, in one transaction. */
export async function storeSignature(
  ctx: AppContext,
  opts: { charity: Charity; body: Buffer; actor: SessionUser },
) {
  if (opts.body.length > MAX_SIGNATURE_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'charities:signature.tooLarge',
      { maximum: MAX_SIGNATURE_BYTES / 1024 },
      { signature: 'uploads:tooLargeField' },
    );
  if (opts.body.length === 0) throw notImage();
  // Decoding takes tens of milliseconds: done before the transaction opens.
  const png = await normaliseSignature(opts.body);
  const defaultPlace = String(await ctx.settings.get('receipts', 'placeOfIssue'));
  return ctx.storage.transaction(ctx.db, async (tx) => {
    const file = await ctx.storage.put(tx, {
      body: png.body,
      fileName: `signature-${opts.charity.registrationNumber}.png`,
      mimeType: 'image/png',
      createdBy: opts.actor.id,
      folder: 'signatures',
    });
    const updated = await updateCharity(tx, opts.charity.id, { signatureFileId: file.id });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.signature',
      entityType: 'charity',
      entityId: opts.charity.id,
      details: { fileId: file.id, size: opts.body.length, width: png.width, height: png.height },
    });
    return toCharityView(updated, defaultPlace);
  });
}

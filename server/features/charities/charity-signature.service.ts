import type { Charity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { updateCharity } from './charities.repo';
import { toCharityView } from './charity-view';

export const MAX_SIGNATURE_BYTES = 512 * 1024;

/** The raw bytes of an image upload; anything else (JSON, a form) is refused like a wrong file. */
export function rawBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw new AppError(
    'VALIDATION',
    'charities:signature.notImage',
    {},
    { signature: 'charities:signature.notImage' },
  );
}

/** What the bytes are, from their first bytes (the declared type is not trusted). */
export function imageKind(body: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    body.length >= 8 &&
    body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Stores the signer's signature image and links it to the charity, in one transaction. */
export async function storeSignature(
  ctx: AppContext,
  opts: { charity: Charity; body: Buffer; declaredType: string; actor: SessionUser },
) {
  if (opts.body.length > MAX_SIGNATURE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'charities:signature.tooLarge', {
      maximum: MAX_SIGNATURE_BYTES / 1024,
    });
  const kind = imageKind(opts.body);
  if (!kind || !opts.declaredType.startsWith(kind))
    throw new AppError(
      'VALIDATION',
      'charities:signature.notImage',
      {},
      { signature: 'charities:signature.notImage' },
    );
  const defaultPlace = String(await ctx.settings.get('receipts', 'placeOfIssue'));
  return ctx.db.transaction(async (tx) => {
    const file = await ctx.storage.put(tx, {
      body: opts.body,
      fileName: `signature-${opts.charity.registrationNumber}.${kind === 'image/png' ? 'png' : 'jpg'}`,
      mimeType: kind,
      createdBy: opts.actor.id,
      folder: 'signatures',
    });
    const updated = await updateCharity(tx, opts.charity.id, { signatureFileId: file.id });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.signature',
      entityType: 'charity',
      entityId: opts.charity.id,
      details: { fileId: file.id, size: opts.body.length },
    });
    return toCharityView(updated, defaultPlace);
  });
}

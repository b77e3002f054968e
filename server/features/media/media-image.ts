import sharp from 'sharp';
import { MEDIA_VARIANTS } from '@shared/content/media';
import { AppError } from '../../platform/errors';
import { checkUpload } from '../../platform/storage/uploads';

export interface CheckedImage {
  kind: 'png' | 'jpeg' | 'webp' | 'gif';
  mimeType: string;
  width: number;
  height: number;
}

const MAX_PIXELS = 50_000_000;

const notAnImage = () =>
  new AppError('VALIDATION', 'media:errors.notAnImage', {}, { file: 'media:errors.notAnImage' });

/** GIF: signature, logical screen size, and the trailer byte at the end. */
function sniffGif(b: Buffer): CheckedImage | null {
  if (b.length < 14) return null;
  const sig = b.toString('latin1', 0, 6);
  if (sig !== 'GIF87a' && sig !== 'GIF89a') return null;
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  if (!width || !height || b[b.length - 1] !== 0x3b) return null;
  return { kind: 'gif', mimeType: 'image/gif', width, height };
}

/**
 * What the upload is, from its bytes: PNG, JPEG and WebP through the platform's sniffer (size limit,
 * structure walked to the dimensions), GIF here; then decoded by sharp, so a file that only starts like an
 * image (a PNG header in front of HTML) is refused too.
 */
export async function checkImage(body: Buffer, maxBytes: number): Promise<CheckedImage> {
  let found: CheckedImage | null = null;
  if (body.length > maxBytes) checkUpload(body, { maxBytes, kinds: ['png', 'jpeg', 'webp'] }); // throws the platform's 413
  const gif = sniffGif(body);
  if (gif) found = gif;
  else {
    const sniffed = checkUpload(body, { maxBytes, kinds: ['png', 'jpeg', 'webp'] });
    if (!sniffed.width || !sniffed.height) throw notAnImage();
    found = {
      kind: sniffed.kind as CheckedImage['kind'],
      mimeType: sniffed.mimeType,
      width: sniffed.width,
      height: sniffed.height,
    };
  }
  if (found.width * found.height > MAX_PIXELS) throw notAnImage();
  try {
    const meta = await sharp(body, { limitInputPixels: MAX_PIXELS }).metadata();
    const format = meta.format as string;
    if (format !== found.kind || !meta.width || !meta.height) throw notAnImage();
    // Rotated JPEGs report their stored size; the shown size follows the orientation.
    const rotated = (meta.orientation ?? 1) >= 5;
    return {
      ...found,
      width: rotated ? meta.height : meta.width,
      height: rotated ? meta.width : meta.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
}

export interface ImageOutputs {
  /** The original re-encoded in its own format: EXIF and other metadata (GPS) removed, orientation applied. */
  original: Buffer;
  card: Buffer;
  featured: Buffer;
}

/** Decodes the whole image (a truncated body fails here) and writes the stored versions. */
export async function renderVariants(body: Buffer, kind: CheckedImage['kind']): Promise<ImageOutputs> {
  try {
    const base = () => sharp(body, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    const original =
      kind === 'gif'
        ? await sharp(body, { limitInputPixels: MAX_PIXELS, animated: true }).gif().toBuffer()
        : kind === 'png'
          ? await base().png().toBuffer()
          : kind === 'webp'
            ? await base().webp({ quality: 90 }).toBuffer()
            : await base().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    const [card, featured] = await Promise.all([
      base()
        .resize({ ...MEDIA_VARIANTS.card, fit: 'cover', position: 'attention' })
        .webp({ quality: 78 })
        .toBuffer(),
      base()
        .resize({ ...MEDIA_VARIANTS.featured, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    return { original, card, featured };
  } catch {
    throw notAnImage();
  }
}

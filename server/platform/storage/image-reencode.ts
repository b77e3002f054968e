import sharp from 'sharp';
import { AppError } from '../errors';
import { MAX_IMAGE_PIXELS } from './uploads';

export interface ReencodeRules {
  /** The formats taken, as sharp names them (from the content, never the name or declared type). */
  formats: readonly ('png' | 'jpeg' | 'webp')[];
  /** The box the picture is fitted into, keeping its proportions; a smaller one is not enlarged. */
  maxWidth: number;
  maxHeight: number;
  output: { format: 'png' } | { format: 'webp'; quality: number };
  /** The field named in the refusal, and the message (an i18n key) when the bytes are not such an image. */
  field: string;
  message: string;
}

export interface Reencoded {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes every pixel of an image people send and encodes it again, so what is kept is what it says:
 * a file that only starts like an image (a PNG header in front of HTML, a truncated file) fails here,
 * a header claiming more than 50 megapixels is refused before its pixels are read, the picture is
 * turned upright and fitted into the box, and the metadata (EXIF, GPS position) is left behind.
 * Refusals are 400s naming the field.
 */
export async function reencodeImage(body: Buffer, rules: ReencodeRules): Promise<Reencoded> {
  const notAnImage = () => new AppError('VALIDATION', rules.message, {}, { [rules.field]: rules.message });
  let format: string | undefined;
  let pixels = 0;
  try {
    // The header only: its size is judged below, with a message that says so.
    const meta = await sharp(body, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!(rules.formats as readonly string[]).includes(format ?? '') || pixels === 0) throw notAnImage();
  if (pixels > MAX_IMAGE_PIXELS)
    throw new AppError(
      'VALIDATION',
      'uploads:imageTooLarge',
      {},
      { [rules.field]: 'uploads:imageTooLargeField' },
    );
  try {
    const fitted = sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: rules.maxWidth, height: rules.maxHeight, fit: 'inside', withoutEnlargement: true });
    const encoded =
      rules.output.format === 'png'
        ? fitted.png({ compressionLevel: 9 })
        : fitted.webp({ quality: rules.output.quality });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    // The header said image, the pixels did not follow.
    throw notAnImage();
  }
}

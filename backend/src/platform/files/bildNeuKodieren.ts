import sharp from 'sharp';
import { HttpError } from '../http/httpError';

/** Pixel limit against decompression bombs: a 20 MB PNG can claim gigapixels. */
const MAX_PIXEL = 50_000_000;

export const BILD_UNLESBAR = 'Das Bild konnte nicht gelesen werden. Bitte laden Sie ein gültiges JPEG- oder PNG-Bild hoch.';

/**
 * Decodes the image and encodes it anew in its own format, so only pixels are stored: whatever
 * followed a valid header (HTML, script, a second file) and all metadata (EXIF with location) is
 * gone. A file that does not decode is refused.
 */
export const bildNeuKodieren = async (data: Buffer, typ: 'image/jpeg' | 'image/png'): Promise<Buffer> => {
  try {
    const bild = sharp(data, { limitInputPixels: MAX_PIXEL, failOn: 'error' }).rotate();
    return await (typ === 'image/png' ? bild.png() : bild.jpeg({ quality: 90, mozjpeg: true })).toBuffer();
  } catch {
    throw new HttpError(415, BILD_UNLESBAR, { errors: { profilBild: BILD_UNLESBAR } });
  }
};

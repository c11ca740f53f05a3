/**
 * The image pipeline shared by uploads and the demo content: checks what the bytes really are,
 * auto-rotates, strips metadata and writes every responsive variant atomically under
 * DATA_DIR/uploads/{id}/, then records the image in the `media` table.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { getUploadsDir } from '../paths.server';
import { FALLBACK_WIDTH, getVariantWidths } from './variants';

/** Decoders allowed for untrusted bytes. Everything else (SVG, PDF, HEIF, TIFF...) never reaches sharp. */
const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** Largest decoded image accepted: 40 megapixels (a 48 MP phone photo is refused, 12–24 MP pass). */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 | 422,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
  bytes: number;
}

/** The variant file name for a width and format. */
export function getVariantFileName(width: number, format: 'avif' | 'webp' | 'jpg' | 'png'): string {
  return `w${width}.${format}`;
}

async function writeDurably(file: string, data: Buffer): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function checkImageBytes(input: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_MIME.has(type.mime)) {
    throw new ImageRejectedError('Unsupported image type. Use JPG, PNG, GIF or WebP.', 415);
  }
}

async function decodeMaster(input: Buffer): Promise<{ data: Buffer; width: number; height: number; alpha: boolean }> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const alpha = Boolean(meta.hasAlpha);
    // rotate() applies the EXIF orientation; sharp drops all metadata (EXIF, GPS, XMP, ICC) unless asked to keep it.
    const pipeline = image.rotate();
    const out = alpha
      ? await pipeline.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
      : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height, alpha };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new ImageRejectedError('Image is too large: at most 40 megapixels.', 413);
    }
    throw new ImageRejectedError('The image could not be read. It may be damaged or incomplete.', 422);
  }
}

async function renderVariants(master: Buffer, width: number, alpha: boolean): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const w of getVariantWidths(width)) {
    const resized = sharp(master).resize({ width: w, withoutEnlargement: true });
    files.set(getVariantFileName(w, 'avif'), await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer());
    files.set(getVariantFileName(w, 'webp'), await resized.clone().webp({ quality: 72, effort: 4 }).toBuffer());
  }
  const fallbackWidth = Math.min(width, FALLBACK_WIDTH);
  const fallback = sharp(master).resize({ width: fallbackWidth, withoutEnlargement: true });
  files.set(
    alpha ? getVariantFileName(fallbackWidth, 'png') : getVariantFileName(fallbackWidth, 'jpg'),
    alpha ? await fallback.png().toBuffer() : await fallback.jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  );
  files.set(alpha ? 'master.png' : 'master.jpg', master);
  return files;
}

/**
 * Writes all files of one image into a temporary folder and renames it into place, so a crash
 * leaves either the whole image or a `.tmp-*` folder that cleanup removes, never half an image.
 */
async function writeImageFolder(id: string, files: Map<string, Buffer>): Promise<number> {
  const root = getUploadsDir();
  await fs.mkdir(root, { recursive: true });
  const tmp = path.join(root, `.tmp-${id}-${randomUUID().slice(0, 8)}`);
  await fs.mkdir(tmp);
  let bytes = 0;
  try {
    for (const [name, data] of files) {
      await writeDurably(path.join(tmp, name), data);
      bytes += data.length;
    }
    await fs.rename(tmp, path.join(root, id));
    const dir = await fs.open(root, 'r');
    await dir.sync().finally(() => dir.close());
  } catch (error) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw error;
  }
  return bytes;
}

/** Processes untrusted image bytes into stored variants and returns what was stored. */
export async function storeImage(db: Db, input: Buffer, id: string = randomUUID()): Promise<StoredImage> {
  await checkImageBytes(input);
  const master = await decodeMaster(input);
  const files = await renderVariants(master.data, master.width, master.alpha);
  const bytes = await writeImageFolder(id, files);
  const widths = getVariantWidths(master.width);
  db.insert(media).values({ id, width: master.width, height: master.height, widths, bytes }).run();
  return { id, width: master.width, height: master.height, widths, bytes };
}

/**
 * The image pipeline shared by uploads and the demo content: checks what the bytes really are,
 * auto-rotates, strips metadata and writes every responsive variant atomically under
 * DATA_DIR/uploads/{id}/, then records the image in the `media` table.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '~/db/client';
import { media } from '~/db/schema';
import { getUploadsDir } from '~/platform/paths.server';
import { FALLBACK_WIDTH, getVariantWidths, isObjectId } from './variants';

/** Decoders allowed for untrusted bytes. Everything else (SVG, PDF, HEIF, TIFF...) never reaches sharp. */
type SharpFormat = 'jpeg' | 'png' | 'gif' | 'webp';
const ALLOWED_MIME = new Map<string, SharpFormat>([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);
/** Largest decoded image accepted: 40 megapixels (a 48 MP phone photo is refused, 12–24 MP pass). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A refusal of untrusted image bytes, with the HTTP status to answer. */
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
function getVariantFileName(width: number, format: 'avif' | 'webp' | 'jpg' | 'png'): string {
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

const UNSUPPORTED = 'Unsupported image type. Use JPG, PNG, GIF or WebP.';

/** The sniffed type of the bytes (never the name or the declared Content-Type); refuses anything but the four formats. */
async function checkImageBytes(input: Buffer): Promise<SharpFormat> {
  const type = await fileTypeFromBuffer(input);
  const format = type ? ALLOWED_MIME.get(type.mime) : undefined;
  if (!format) throw new ImageRejectedError(UNSUPPORTED, 415);
  return format;
}

/** The decoded, upright image as 8-bit sRGB pixels (no metadata can survive a raw buffer). */
interface Decoded {
  raw: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  alpha: boolean;
}

const UNREADABLE = 'The image could not be read. It may be damaged or incomplete.';
const TOO_MANY_PIXELS = 'Image is too large: at most 40 megapixels.';

/** A decoder failure as the answer to give: too many pixels (413) or damaged bytes (422). */
function toRejection(error: unknown): ImageRejectedError {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? new ImageRejectedError(TOO_MANY_PIXELS, 413) : new ImageRejectedError(UNREADABLE, 422);
}

async function decodeImage(input: Buffer, expected: SharpFormat): Promise<Decoded> {
  // failOn 'warning': a truncated JPEG is only a libjpeg warning, and it must be refused, not stored half grey.
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    throw toRejection(error);
  }
  // libvips sniffs on its own; insist it chose the decoder the allow-list approved (no polyglot reaches another one).
  if (meta.format !== expected) throw new ImageRejectedError(UNSUPPORTED, 415);
  if (!meta.width || !meta.height) throw new ImageRejectedError(UNREADABLE, 422);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejectedError(TOO_MANY_PIXELS, 413);
  try {
    // Decode once: autoOrient() applies the EXIF orientation, sRGB and 8 bits make every input alike,
    // and raw pixels carry no EXIF, GPS, XMP, IPTC or ICC data into any file written from them.
    const { data, info } = await image.autoOrient().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const channels = info.channels as Decoded['info']['channels'];
    return { raw: data, info: { width: info.width, height: info.height, channels }, alpha: channels === 2 || channels === 4 };
  } catch (error) {
    throw toRejection(error);
  }
}

/**
 * Bump when renderVariants changes what it writes (formats, quality, effort): `npm run
 * images:backfill` then rebuilds every stored image's variants from its master.
 */
export const VARIANT_PIPELINE_VERSION = 1;

/** Encodes the master (kept for later re-renders), AVIF + WebP at every width and the fallback, in parallel. */
async function renderVariants({ raw, info, alpha }: Decoded, withMaster = true): Promise<Map<string, Buffer>> {
  const from = (width?: number) => {
    const img = sharp(raw, { raw: info });
    return width && width < info.width ? img.resize({ width }) : img;
  };
  const jobs: [string, Promise<Buffer>][] = [];
  for (const w of getVariantWidths(info.width)) {
    jobs.push([getVariantFileName(w, 'avif'), from(w).avif({ quality: 50, effort: 2 }).toBuffer()]);
    jobs.push([getVariantFileName(w, 'webp'), from(w).webp({ quality: 72, effort: 4 }).toBuffer()]);
  }
  const fallbackWidth = Math.min(info.width, FALLBACK_WIDTH);
  jobs.push(
    alpha
      ? [getVariantFileName(fallbackWidth, 'png'), from(fallbackWidth).png().toBuffer()]
      : [getVariantFileName(fallbackWidth, 'jpg'), from(fallbackWidth).jpeg({ quality: 78, mozjpeg: true }).toBuffer()],
  );
  // The master is the full-size upright image; plain libjpeg here, mozjpeg costs seconds at 12 MP.
  if (withMaster) {
    jobs.push(alpha ? ['master.png', from().png({ compressionLevel: 6 }).toBuffer()] : ['master.jpg', from().jpeg({ quality: 92 }).toBuffer()]);
  }
  const buffers = await Promise.all(jobs.map(([, job]) => job));
  return new Map(jobs.map(([name], i) => [name, buffers[i]!]));
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

/** At most this many images decode at once: a 40 MP image is up to 160 MB of raw pixels. */
const MAX_CONCURRENT_IMAGES = 2;
let activeImages = 0;
const waitingImages: (() => void)[] = [];

async function runLimited<T>(task: () => Promise<T>): Promise<T> {
  if (activeImages < MAX_CONCURRENT_IMAGES) activeImages++;
  else await new Promise<void>((resolve) => waitingImages.push(resolve)); // the finishing task hands over its slot
  try {
    return await task();
  } finally {
    const next = waitingImages.shift();
    if (next) next();
    else activeImages--;
  }
}

/**
 * Renders the variants of a stored master again (the backfill): the same checks and encoders as
 * an upload, without the master itself, which stays as it is (re-encoding it would lose quality).
 */
export async function renderVariantsFromMaster(master: Buffer): Promise<{ width: number; height: number; files: Map<string, Buffer> }> {
  const format = await checkImageBytes(master);
  const { d, files } = await runLimited(() => decodeImage(master, format).then(async (d) => ({ d, files: await renderVariants(d, false) })));
  return { width: d.info.width, height: d.info.height, files };
}

/** Processes untrusted image bytes into stored variants and returns what was stored. */
export async function storeImage(db: Db, input: Buffer, id: string = randomUUID()): Promise<StoredImage> {
  if (!isObjectId(id)) throw new Error(`Invalid object id: ${id}`);
  const format = await checkImageBytes(input);
  const decoded = await runLimited(() => decodeImage(input, format).then(async (d) => ({ d, files: await renderVariants(d) })));
  const { width, height } = decoded.d.info;
  const bytes = await writeImageFolder(id, decoded.files);
  const widths = getVariantWidths(width);
  try {
    db.insert(media).values({ id, width, height, widths, bytes }).run();
  } catch (error) {
    // Without its row the folder could never be served; remove it rather than leave an orphan.
    await fs.rm(path.join(getUploadsDir(), id), { recursive: true, force: true });
    throw error;
  }
  return { id, width, height, widths, bytes };
}

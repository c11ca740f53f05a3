/** Finds the stored file that answers a request for an image variant. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { media } from '~/db/schema';
import { getUploadsDir } from '~/platform/paths.server';
import { parseWholeNumber } from '~/platform/http/whole-number';
import { FALLBACK_WIDTH, isObjectId, pickFormat, pickWidth, type VariantFormat } from './variants';

export interface VariantFile {
  file: string;
  contentType: string;
  etag: string;
  size: number;
  /** True when the format came from the Accept header, so caches must vary on it. */
  negotiated: boolean;
}

const FORMAT_PARAM = new Set(['avif', 'webp', 'fallback']);

/** The file for `/objects/uploads/{id}?w=&format=`, or null when the image or variant does not exist. */
export function findVariantFile(db: Db, id: string, params: URLSearchParams, accept: string | null): VariantFile | null {
  if (!isObjectId(id)) return null;
  const row = db.select({ widths: media.widths, width: media.width }).from(media).where(eq(media.id, id)).get();
  if (!row) return null;
  const formatParam = params.get('format');
  const negotiated = !formatParam || !FORMAT_PARAM.has(formatParam);
  const format: VariantFormat = negotiated ? pickFormat(accept) : (formatParam as VariantFormat);
  const rawWidth = parseWholeNumber(params.get('w'), { min: 1 });
  const requested = rawWidth === null ? null : Math.min(rawWidth, 4000);
  const dir = path.join(getUploadsDir(), id);
  let name: string;
  let contentType: string;
  if (format === 'fallback') {
    const w = Math.min(row.width, FALLBACK_WIDTH);
    const jpg = path.join(dir, `w${w}.jpg`);
    const usePng = !fs.existsSync(jpg);
    name = usePng ? `w${w}.png` : `w${w}.jpg`;
    contentType = usePng ? 'image/png' : 'image/jpeg';
  } else {
    name = `w${pickWidth(row.widths, requested)}.${format}`;
    contentType = `image/${format}`;
  }
  const file = path.join(dir, name);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return null;
  }
  return { file, contentType, etag: `"${id}-${name}"`, size, negotiated };
}

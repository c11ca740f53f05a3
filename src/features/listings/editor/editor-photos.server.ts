/**
 * The editor's photos: the ones kept (checked boxes, in order), a new main photo and new gallery
 * photos from the posted form. New files go through the admin's upload pipeline and limits
 * (src/features/media: 10 MB, the bytes sniffed, sharp variants); a refused file becomes a message
 * next to its input. The page stores new files only once the rest of the form is valid, and
 * discards them again when the post is refused after all, so a refused post keeps no photo.
 */
import type { Db } from '~/db/client';
import { getObjectId, MAX_UPLOAD_BYTES, UPLOAD_PATH_PREFIX } from '~/features/media';
import { ImageRejectedError, storeImage } from '~/features/media/index.server';
import type { EditorKind } from './editor-kinds';
import type { EditorStringKey } from './strings';

export type PhotoInput = 'mainPhoto' | 'morePhotos';
export type PhotoProblems = Partial<Record<PhotoInput, EditorStringKey>>;

const files = (form: FormData, name: string) => form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);

/** Why the pipeline refused a file, as a message key of this page. */
function toProblem(error: ImageRejectedError): EditorStringKey {
  if (error.status === 415) return 'editor.photo.type';
  if (error.status === 413) return /megapixel/i.test(error.message) ? 'editor.photo.pixels' : 'editor.photo.tooLarge';
  return 'editor.photo.unreadable';
}

/** The photo inputs of a post that carry a new file. */
export function postedPhotoInputs(kind: EditorKind, form: FormData): PhotoInput[] {
  const inputs: PhotoInput[] = files(form, 'mainPhoto').length > 0 ? ['mainPhoto'] : [];
  if (kind.maxPhotos > 1 && files(form, 'morePhotos').length > 0) inputs.push('morePhotos');
  return inputs;
}

/** The photos a post keeps (checked boxes, in order): stored uploads or photos the listing already had. */
export function keptPhotos(kind: EditorKind, form: FormData, current: readonly string[]): string[] {
  return [...new Set(form.getAll('keepPhoto'))]
    .filter((v): v is string => typeof v === 'string')
    .filter((url) => current.includes(url) || getObjectId(url) !== null)
    .slice(0, kind.maxPhotos);
}

/** Stores one file through the pipeline; its address and id, or the problem. */
async function storeFile(db: Db, file: File): Promise<{ url: string; id: string } | { problem: EditorStringKey }> {
  if (file.size > MAX_UPLOAD_BYTES) return { problem: 'editor.photo.tooLarge' };
  try {
    const stored = await storeImage(db, Buffer.from(await file.arrayBuffer()));
    return { url: `${UPLOAD_PATH_PREFIX}${stored.id}`, id: stored.id };
  } catch (error) {
    if (error instanceof ImageRejectedError) return { problem: toProblem(error) };
    throw error;
  }
}

/**
 * The photos after this post: the new main photo first, then the kept ones, then new gallery
 * photos; `stored` holds the ids of the new files stored, for the caller to discard on refusal.
 */
export async function receivePhotos(
  db: Db,
  kind: EditorKind,
  form: FormData,
  current: readonly string[],
): Promise<{ images: string[]; problems: PhotoProblems; stored: string[] }> {
  const kept = keptPhotos(kind, form, current);
  const problems: PhotoProblems = {};
  const stored: string[] = [];
  const images = [...kept];
  const main = files(form, 'mainPhoto')[0];
  // With one photo in all (an event) the new one replaces the old; with a gallery, nothing is dropped unasked.
  if (main && kind.maxPhotos > 1 && kept.length >= kind.maxPhotos) problems.mainPhoto = 'editor.photo.tooMany';
  else if (main) {
    const result = await storeFile(db, main);
    if ('url' in result) {
      images.unshift(result.url);
      stored.push(result.id);
    } else problems.mainPhoto = result.problem;
  }
  const more = kind.maxPhotos > 1 ? files(form, 'morePhotos') : [];
  if (images.length + more.length > kind.maxPhotos) problems.morePhotos = 'editor.photo.tooMany';
  else {
    for (const file of more) {
      const result = await storeFile(db, file);
      if ('url' in result) {
        images.push(result.url);
        stored.push(result.id);
      } else problems.morePhotos ??= result.problem;
    }
  }
  return { images: images.slice(0, kind.maxPhotos), problems, stored };
}

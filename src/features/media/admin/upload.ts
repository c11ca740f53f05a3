/**
 * The browser side of the two-step image upload (spec 7): ask for a one-time address, PUT the file
 * to it with its content type, and get back the stored path. Each step is retried per the spec.
 */
import { MAX_UPLOAD_BYTES } from '~/features/media/upload/limits';
import { isTransientStatus, withRetry } from '~/features/media/upload/retry';
import { ApiError, apiRequest } from '~/features/admin';

/** An upload failure; `status` is null when no answer arrived. */
class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const statusOf = (error: unknown): number | null => (error instanceof UploadError || error instanceof ApiError ? error.status : null);
const retryable = (error: unknown) => isTransientStatus(statusOf(error));

async function requestUploadUrl(): Promise<string> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', '/api/admin/upload');
  return uploadURL;
}

async function putFile(uploadURL: string, file: File): Promise<string> {
  let res: Response;
  try {
    res = await fetch(uploadURL, { method: 'PUT', body: file, credentials: 'include', headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  } catch {
    throw new UploadError('Failed to upload file', null);
  }
  if (!res.ok) throw new UploadError(`Upload failed with status: ${res.status}`, res.status);
  const { objectPath } = (await res.json()) as { objectPath?: string };
  if (!objectPath) throw new UploadError('Could not extract object ID from path', res.status);
  return objectPath;
}

/** Uploads one image and returns its stored path ('/objects/uploads/{id}'); throws UploadError or ApiError. */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('Image is too large: at most 10 MB.', 413);
  const firstUrl = await withRetry(requestUploadUrl, { shouldRetry: retryable });
  return withRetry(
    // An address is spent once the server has seen it; a retry asks for a fresh one.
    async (attempt) => putFile(attempt === 0 ? firstUrl : await requestUploadUrl(), file),
    { shouldRetry: retryable },
  );
}

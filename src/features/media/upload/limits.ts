/** Limits of the image upload (spec 9: 'Image upload max 10MB; JPG, PNG, GIF, WebP'). Runs anywhere. */

/** Largest upload accepted, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File types the file picker offers; the server decides from the bytes anyway. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** The public surface of this feature for other features (server side): the one image pipeline and its limits. */
export { ImageRejectedError, storeImage } from './store-image.server';
export { discardStoredImages } from './discard-image.server';

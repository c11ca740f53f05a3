/**
 * Compression of cached bodies off the event loop (zlib's thread pool): a fast first copy for the
 * request that needs it now, and a background upgrade to the smallest brotli, one at a time so it
 * never competes with more than one core's worth of requests.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Brotli 5 costs a few ms for a page and lands within about 10% of brotli 11, which costs 100-300 ms. */
const FAST_BROTLI_QUALITY = 5;
export const BEST_BROTLI_QUALITY = 11;

/** Compresses a body: brotli at the given quality, or gzip at level 9 (under a millisecond for a page). */
export function compressBody(body: Buffer, encoding: Encoding, brotliQuality = FAST_BROTLI_QUALITY): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Runs queued jobs one after another, in the background. */
export function createBackgroundQueue(): { push: (job: () => Promise<void>) => void; idle: () => Promise<void> } {
  let tail: Promise<void> = Promise.resolve();
  return {
    push(job) {
      tail = tail
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(job)
        .catch(() => undefined);
    },
    idle: () => tail,
  };
}

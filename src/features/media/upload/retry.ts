/** Retrying a step of the image upload (spec 9: up to 3 retries, 1 s apart). Runs anywhere. */

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries?: number;
  delayMs?: number;
  /** False stops at once (e.g. the server refused the file: trying again cannot help). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const UPLOAD_RETRIES = 3;
const UPLOAD_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `step` until it succeeds, retrying failures `retries` times `delayMs` apart; the last error is thrown. */
export async function withRetry<T>(step: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = UPLOAD_RETRIES, delayMs = UPLOAD_RETRY_DELAY_MS, shouldRetry = () => true, sleep = wait } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await step(attempt);
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(delayMs);
    }
  }
}

/** True for failures worth retrying: no answer at all, a server error, a timeout or rate limit. */
export function isTransientStatus(status: number | null): boolean {
  return status === null || status >= 500 || status === 408 || status === 429;
}

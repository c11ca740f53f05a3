/** The event a store sends on `window` after writing a localStorage key in this tab (`detail`: the key); `storage` events tell only other tabs. */
export const STORED_EVENT = 'guide:stored';

/** Tells this tab's `client:stored` islands (./stored-directive.ts) that `key` was written. */
export function announceStored(key: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: key }));
}

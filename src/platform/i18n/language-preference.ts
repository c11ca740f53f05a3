/** The visitor's preferred language, kept in local storage (spec section 3: only 'en' or 'nl'). */
import { isLocale, type Locale } from './config';

const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/** Stores a language when it is one of the site's; returns whether it was stored. */
export function storePreferredLanguage(value: string, storage: Pick<Storage, 'setItem'> | null = safeStorage()): value is Locale {
  if (!isLocale(value) || !storage) return false;
  try {
    storage.setItem(PREFERRED_LANGUAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored language, or null when none or an invalid value is stored. */
export function readPreferredLanguage(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Locale | null {
  try {
    const value = storage?.getItem(PREFERRED_LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Per-field language fallback for content rows. */

type TextFields = Record<string, string | string[]>;

/** True when a translated value is present: non-blank text or a non-empty list. */
export function hasTranslation(value: string | string[] | null | undefined): boolean {
  if (value == null) return false;
  return Array.isArray(value) ? value.length > 0 : value.trim().length > 0;
}

/** The localized texts with each empty field replaced by the English one. */
export function withFallback<T extends TextFields>(english: T, localized: Partial<T> | null | undefined): T {
  if (!localized) return english;
  const out = { ...english };
  for (const key of Object.keys(english) as (keyof T)[]) {
    const value = localized[key];
    if (hasTranslation(value as string | string[] | undefined)) out[key] = value as T[keyof T];
  }
  return out;
}

/** The names of the fields a translation leaves empty while English has them. */
export function getMissingFields<T extends TextFields>(english: T, localized: Partial<T> | null | undefined): (keyof T)[] {
  return (Object.keys(english) as (keyof T)[]).filter(
    (key) => hasTranslation(english[key]) && !hasTranslation(localized?.[key] as string | string[] | undefined),
  );
}

/**
 * Declares one area's strings in both languages. The Dutch object is typed against the English
 * one: a missing or extra key is a type error, so `astro check` catches an untranslated string.
 */
export function defineStrings<const E extends Record<string, string>>(en: E, nl: { [K in keyof E]: string }): { en: E; nl: { [K in keyof E]: string } } {
  return { en, nl };
}

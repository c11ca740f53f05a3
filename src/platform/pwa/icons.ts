/** The app icons drawn at build (./build-icons.ts), under the client folder; the manifest and page heads name them. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

/** The site's theme colour (top bar, installed app's title bar) and the app's background (base-100). */
export const THEME_COLOR = '#1f6b3a';
export const BACKGROUND_COLOR = '#fbfdfb';

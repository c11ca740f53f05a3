/** The public surface of this feature for other features (runs anywhere). */
export type { PublicAdmin } from './public-admin';
export * from './schemas';
export * from './strings';
export { default as authStrings } from './strings';

/** The public surface of this feature for other features (runs anywhere). */
export * from './HeroSearch';
export * from './maps-link';

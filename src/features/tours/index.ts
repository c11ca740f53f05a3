/** The public surface of this feature for other features (runs anywhere). */
export * from './TourCard';
export * from './tour';
export * from './tour-form';

/** The public surface of this feature for other features (runs anywhere). */
export * from './RestaurantCard';
export * from './price-range';
export * from './restaurant';
export * from './restaurant-form';

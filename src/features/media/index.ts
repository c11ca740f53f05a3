/** The public surface of this feature for other features (runs anywhere). */
export * from './carousel';
export * from './ResponsivePicture';
export * from './variants';
export * from './upload/limits';

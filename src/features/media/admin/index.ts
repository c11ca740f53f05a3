/** The image fields of the admin content forms. */
export * from './ImageField';
export * from './ImagesField';

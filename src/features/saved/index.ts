/** The public surface of saved places (issue 19) for other features (runs anywhere). */
export * from './saved-places';
export * from './save-slot';

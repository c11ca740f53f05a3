/** Shapes shared by the content kinds' reads (each kind's own shape is in its feature, e.g. Tour in src/features/tours/tour.ts). */

/** A page of a list: the items and the cursor of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextCursor: number | null;
}

/** The Tours tab's table columns, store and form wiring (spec 2: Name, Category, Duration, Price, Max People). */
import { getEmptyTourForm, toTourForm, tourFormSchema, type TourFormValues } from '~/features/tours/tour-form';
import { tourKind, type AdminTour, type TourInput } from '~/features/tours/tour';
import { createContentStore, fieldLabelsOf } from '~/features/admin';
import type { ContentTabConfig } from '~/features/admin';
import { textColumn, writtenText } from '~/features/admin';
import { TourFields, TourTexts } from './TourFields';

/** The admin list of tours. */
const toursStore = createContentStore<AdminTour>('/api/admin/tours');

export const toursConfig: ContentTabConfig<AdminTour, TourFormValues, TourInput> = {
  kind: 'tours',
  store: toursStore,
  nameOf: (r) => writtenText(r, 'name'),
  columns: [
    textColumn('adminContent.tours.colName', 'name'),
    textColumn('adminContent.tours.colCategory', 'category', true),
    textColumn('adminContent.tours.colDuration', 'duration'),
    { header: 'adminContent.tours.colPrice', cell: (r) => `$${r.price}`, className: 'tabular-nums', sortValue: (r) => r.price },
    { header: 'adminContent.tours.colMaxPeople', cell: (r) => r.maxPeople, className: 'tabular-nums', sortValue: (r) => r.maxPeople },
  ],
  fieldLabels: fieldLabelsOf(tourKind.texts),
  imageOf: (r) => r.imageUrl,
  pathOf: (r) => `/tour/${r.id}`,
  getEmptyForm: getEmptyTourForm,
  toForm: toTourForm,
  schema: tourFormSchema,
  Texts: TourTexts,
  Fields: TourFields,
};

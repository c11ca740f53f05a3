/** The Events tab's table columns, store and form wiring (spec 2: Name, Category, Location, Date, Time, Featured). */
import { eventFormSchema, getEmptyEventForm, toEventForm, type EventFormValues } from '~/features/events/event-form';
import { eventKind, type AdminEvent, type EventInput } from '~/features/events/event';
import { createContentStore, fieldLabelsOf } from '~/features/admin';
import type { ContentTabConfig } from '~/features/admin';
import { textColumn, writtenText } from '~/features/admin';
import { DateCell } from '~/features/admin';
import { FeaturedCell } from '~/features/admin';
import { EventFields, EventTexts } from './EventFields';

/** The admin list of events. */
const eventsStore = createContentStore<AdminEvent>('/api/admin/events');

export const eventsConfig: ContentTabConfig<AdminEvent, EventFormValues, EventInput> = {
  kind: 'events',
  store: eventsStore,
  nameOf: (r) => writtenText(r, 'name'),
  columns: [
    textColumn('adminContent.events.colName', 'name'),
    textColumn('adminContent.events.colCategory', 'category', true),
    textColumn('adminContent.events.colLocation', 'location', true),
    { header: 'adminContent.events.colDate', cell: (r) => <DateCell iso={r.date} />, className: 'whitespace-nowrap', sortValue: (r) => r.date },
    { header: 'adminContent.events.colTime', cell: (r) => writtenText(r, 'time'), className: 'whitespace-nowrap' },
    { header: 'adminContent.events.colFeatured', cell: (r) => <FeaturedCell on={r.isFeatured} />, className: 'text-center', sortValue: (r) => r.isFeatured },
  ],
  fieldLabels: fieldLabelsOf(eventKind.texts),
  imageOf: (r) => r.imageUrl,
  pathOf: (r) => `/events?when=all#event-${r.id}`,
  getEmptyForm: getEmptyEventForm,
  toForm: toEventForm,
  schema: eventFormSchema,
  Texts: EventTexts,
  Fields: EventFields,
};

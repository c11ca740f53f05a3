/** The Events tab's table columns, store and form wiring (spec 2: Name, Category, Location, Date, Time, Featured). */
import { eventFormSchema, getEmptyEventForm, toEventForm, type EventFormValues } from '~/features/events/event-form';
import { eventKind, type AdminEvent, type EventInput } from '~/features/events/event';
import { createContentStore, fieldLabelsOf, messageLabelsOf } from '~/features/admin';
import type { ContentTabConfig } from '~/features/admin';
import { DateCell } from '~/features/admin';
import { FeaturedCell } from '~/features/admin';
import { EventFields, EventTexts } from './EventFields';

/** The admin list of events. */
export const eventsStore = createContentStore<AdminEvent>('/api/admin/events');

export const eventsConfig: ContentTabConfig<AdminEvent, EventFormValues, EventInput> = {
  kind: 'events',
  store: eventsStore,
  nameOf: (r) => r.translations.en.name || r.translations.nl.name,
  columns: [
    {
      header: 'adminContent.events.colName',
      cell: (r) => r.translations.en.name || r.translations.nl.name,
      sortValue: (r) => r.translations.en.name || r.translations.nl.name,
    },
    {
      header: 'adminContent.events.colCategory',
      cell: (r) => r.translations.en.category || r.translations.nl.category,
      sortValue: (r) => r.translations.en.category || r.translations.nl.category,
      searchable: true,
    },
    {
      header: 'adminContent.events.colLocation',
      cell: (r) => r.translations.en.location || r.translations.nl.location,
      sortValue: (r) => r.translations.en.location || r.translations.nl.location,
      searchable: true,
    },
    { header: 'adminContent.events.colDate', cell: (r) => <DateCell iso={r.date} />, className: 'whitespace-nowrap', sortValue: (r) => r.date },
    { header: 'adminContent.events.colTime', cell: (r) => r.translations.en.time || r.translations.nl.time, className: 'whitespace-nowrap' },
    { header: 'adminContent.events.colFeatured', cell: (r) => <FeaturedCell on={r.isFeatured} />, className: 'text-center', sortValue: (r) => r.isFeatured },
  ],
  fieldLabels: fieldLabelsOf(eventKind.texts),
  imageOf: (r) => r.imageUrl,
  pathOf: (r) => `/events?when=all#event-${r.id}`,
  messageLabels: messageLabelsOf(eventKind.texts),
  getEmptyForm: getEmptyEventForm,
  toForm: toEventForm,
  schema: eventFormSchema,
  Texts: EventTexts,
  Fields: EventFields,
};

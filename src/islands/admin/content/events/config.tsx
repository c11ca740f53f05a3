/** The Events tab's table columns, store and form wiring (spec 2: Name, Category, Location, Date, Time, Featured). */
import type { AdminEvent } from '~/lib/content/admin-types';
import { eventFormSchema, getEmptyEventForm, toEventForm, type EventFormValues } from '~/lib/content/forms/event-form';
import type { EventInput } from '~/lib/content/schemas';
import { createContentStore } from '../shared/content-store';
import type { ContentTabConfig } from '../shared/ContentTab';
import { DateCell } from '../shared/DateCell';
import { FeaturedCell } from '../shared/FeaturedCell';
import { EventFields, EventTexts } from './EventFields';

/** The admin list of events. */
export const eventsStore = createContentStore<AdminEvent>('/api/admin/events');

export const eventsConfig: ContentTabConfig<AdminEvent, EventFormValues, EventInput> = {
  kind: 'events',
  store: eventsStore,
  nameOf: (r) => r.translations.en.name,
  columns: [
    { header: 'adminContent.events.colName', cell: (r) => r.translations.en.name },
    { header: 'adminContent.events.colCategory', cell: (r) => r.translations.en.category },
    { header: 'adminContent.events.colLocation', cell: (r) => r.translations.en.location },
    { header: 'adminContent.events.colDate', cell: (r) => <DateCell iso={r.date} />, className: 'whitespace-nowrap' },
    { header: 'adminContent.events.colTime', cell: (r) => r.translations.en.time, className: 'whitespace-nowrap' },
    { header: 'adminContent.events.colFeatured', cell: (r) => <FeaturedCell on={r.isFeatured} />, className: 'text-center' },
  ],
  fieldLabels: {
    name: 'adminContent.events.name',
    description: 'adminContent.events.description',
    category: 'adminContent.events.category',
    time: 'adminContent.events.time',
    location: 'adminContent.events.location',
  },
  getEmptyForm: getEmptyEventForm,
  toForm: toEventForm,
  schema: eventFormSchema,
  Texts: EventTexts,
  Fields: EventFields,
};

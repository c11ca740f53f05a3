/** The event form's fields: texts per language, then date, price, schedule, ticket link, image and 'Featured Event'. */
import type { EventFormValues } from '~/features/events/event-form';
import { eventKind, type EventInput } from '~/features/events/event';
import { useAdminStrings } from '~/features/admin';
import { SwitchField } from '~/features/admin';
import { TextField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImagesField } from '~/features/media/admin';
import { KindTexts } from '~/features/admin';
import { EventScheduleFields } from './EventScheduleFields';

/** Name, description, category, location and time of one language. */
export function EventTexts(props: ContentTextsProps<EventFormValues, EventInput>) {
  return <KindTexts {...props} texts={eventKind.texts} order={eventKind.formOrder} />;
}

/** Date, price, how it repeats and its end time, ticket link, image and the featured switch. */
export function EventFields({ form, idPrefix }: ContentFieldsProps<EventFormValues, EventInput>) {
  const { t } = useAdminStrings();
  const errors = form.formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-date`}
          label={`${t('adminContent.events.date')} *`}
          type="date"
          aria-required
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          id={`${idPrefix}-price`}
          label={t('adminContent.events.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.price?.message}
          {...form.register('price')}
        />
      </div>
      <EventScheduleFields form={form} idPrefix={idPrefix} />
      <TextField
        id={`${idPrefix}-ticket-url`}
        label={t('adminContent.events.ticketUrl')}
        hint={t('adminContent.events.ticketUrlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.ticketUrl?.message}
        {...form.register('ticketUrl')}
      />
      {/* Events are shown only as cards (no page of their own): the same field, limited to the cover (issue 21 decision). */}
      <ImagesField form={form} idPrefix={idPrefix} title={t('adminContent.events.image')} loadErrorKey="adminContent.image.loadErrorEvent" max={1} />
      <SwitchField form={form} name="isFeatured" id={`${idPrefix}-featured`} label={t('adminContent.events.featured')} />
    </>
  );
}

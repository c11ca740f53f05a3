/** When the event repeats (issue 31): one date, every week on a weekday until an optional last date, or several dates; an optional end time. */
import type { EventFormValues } from '~/features/events/event-form';
import type { EventInput } from '~/features/events/event';
import { EVENT_REPEATS } from '~/features/events/event-occurrences';
import { readFieldError, SelectField, TextAreaField, TextField, useAdminStrings } from '~/features/admin';
import type { ContentFieldsProps } from '~/features/admin';
import { WEEK_FROM_MONDAY } from '~/platform/dates/opening-hours-draft';
import { weekdays } from '~/platform/dates/weekdays';

/** The repeat choice, and the inputs of the chosen kind (the others are hidden: their values are not saved). */
export function EventScheduleFields({ form, idPrefix }: ContentFieldsProps<EventFormValues, EventInput>) {
  const { t } = useAdminStrings();
  const errors = form.formState.errors;
  const repeat = form.watch('repeat');
  const days = [
    { value: '', label: t('adminContent.events.weekdaySame') },
    ...WEEK_FROM_MONDAY.map((day) => ({ value: String(weekdays.indexOf(day)), label: t(`adminContent.weekday.${day}`) })),
  ];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-repeat`}
          label={t('adminContent.events.repeat')}
          options={EVENT_REPEATS.map((r) => ({ value: r, label: t(`adminContent.events.repeat.${r}`) }))}
          error={readFieldError(errors, 'repeat')}
          {...form.register('repeat')}
        />
        <TextField
          id={`${idPrefix}-end-time`}
          label={t('adminContent.events.endTime')}
          hint={t('adminContent.events.endTimeHint')}
          type="time"
          error={readFieldError(errors, 'endTime')}
          {...form.register('endTime')}
        />
      </div>
      {repeat === 'weekly' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${idPrefix}-weekday`}
            label={t('adminContent.events.weekday')}
            options={days}
            error={readFieldError(errors, 'weekday')}
            {...form.register('weekday')}
          />
          <TextField
            id={`${idPrefix}-last-date`}
            label={t('adminContent.events.lastDate')}
            hint={t('adminContent.events.lastDateHint')}
            type="date"
            error={readFieldError(errors, 'lastDate')}
            {...form.register('lastDate')}
          />
        </div>
      )}
      {repeat === 'dates' && (
        <TextAreaField
          id={`${idPrefix}-extra-dates`}
          label={t('adminContent.events.extraDates')}
          hint={t('adminContent.events.extraDatesHint')}
          rows={4}
          error={readFieldError(errors, 'extraDates')}
          {...form.register('extraDates')}
        />
      )}
    </>
  );
}

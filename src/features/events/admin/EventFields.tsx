/** The event form's fields: texts per language, then date, price, image and 'Featured Event'. */
import { Controller } from 'react-hook-form';
import type { EventFormValues } from '~/features/events/event-form';
import type { EventInput } from '~/features/content';
import { useAdminStrings } from '~/features/admin';
import { Switch } from '~/features/admin';
import { TextField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImageField } from '~/features/media/admin';
import { TranslatedFields, type TranslatedFieldSpec } from '~/features/admin';

const TEXTS: TranslatedFieldSpec[] = [
  { name: 'name', label: 'adminContent.events.name', required: true },
  { name: 'description', label: 'adminContent.events.description', rows: 4, required: true },
  { name: 'category', label: 'adminContent.events.category', hint: 'adminContent.events.categoryHint', required: true },
  { name: 'location', label: 'adminContent.events.location', required: true },
  { name: 'time', label: 'adminContent.events.time', placeholder: 'adminContent.events.timePlaceholder', required: true },
];

/** Name, description, category, location and time of one language. */
export function EventTexts({ form, lang, idPrefix }: ContentTextsProps<EventFormValues, EventInput>) {
  return <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={TEXTS} />;
}

/** Date, price, image and the featured switch. */
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
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            id={`${idPrefix}-image`}
            label={t('adminContent.events.image')}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
            loadErrorKey="adminContent.image.loadErrorEvent"
          />
        )}
      />
      <Controller
        control={form.control}
        name="isFeatured"
        render={({ field }) => (
          <Switch id={`${idPrefix}-featured`} label={t('adminContent.events.featured')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </>
  );
}

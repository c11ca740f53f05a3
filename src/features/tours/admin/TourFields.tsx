/** The tour form's fields: texts and the three lists per language, then price, group size and image slots. */
import { TOUR_LISTS, type TourFormValues } from '~/features/tours/tour-form';
import type { TourInput } from '~/features/content';
import { useAdminStrings, type AdminStringKey } from '~/features/admin';
import { TextField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { readFieldError } from '~/features/admin';
import { ImageSlots } from '~/features/media/admin';
import { TextListField } from '~/features/admin';
import { TranslatedFields, type TranslatedFieldSpec } from '~/features/admin';

const TEXTS: TranslatedFieldSpec[] = [
  { name: 'name', label: 'adminContent.tours.name', required: true },
  { name: 'description', label: 'adminContent.tours.description', rows: 4, required: true },
  { name: 'category', label: 'adminContent.tours.category', hint: 'adminContent.tours.categoryHint', required: true },
  { name: 'duration', label: 'adminContent.tours.duration', placeholder: 'adminContent.tours.durationPlaceholder', required: true },
  { name: 'location', label: 'adminContent.tours.location', required: true },
  { name: 'operator', label: 'adminContent.tours.operator', required: true },
];

const LIST_LABELS: Record<(typeof TOUR_LISTS)[number], AdminStringKey> = {
  whatToBring: 'adminContent.tours.whatToBring',
  dailyItinerary: 'adminContent.tours.dailyItinerary',
  included: 'adminContent.tours.included',
};

/** Texts and lists of one language. */
export function TourTexts({ form, lang, idPrefix }: ContentTextsProps<TourFormValues, TourInput>) {
  const { t } = useAdminStrings();
  return (
    <>
      <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={TEXTS} />
      {TOUR_LISTS.map((list) => (
        <TextListField
          key={list}
          form={form}
          name={`translations.${lang}.${list}`}
          id={`${idPrefix}-${lang}-${list}`}
          label={t(LIST_LABELS[list])}
          ordered={list === 'dailyItinerary'}
        />
      ))}
    </>
  );
}

/** Price, maximum group size and the image slots. */
export function TourFields({ form, idPrefix }: ContentFieldsProps<TourFormValues, TourInput>) {
  const { t } = useAdminStrings();
  const errors = form.formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-price`}
          label={`${t('adminContent.tours.price')} *`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-required
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          id={`${idPrefix}-max`}
          label={`${t('adminContent.tours.maxPeople')} *`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-required
          error={errors.maxPeople?.message}
          {...form.register('maxPeople')}
        />
      </div>
      <ImageSlots
        form={form}
        name="images"
        idPrefix={idPrefix}
        title={`${t('adminContent.slots.title')} *`}
        loadErrorKey="adminContent.image.loadErrorTour"
        uploadFailedKey={(index) => (index === 0 ? 'adminContent.image.uploadFailed' : 'adminContent.image.uploadFailedExtraTour')}
        error={readFieldError(errors, 'imageUrl') ?? readFieldError(errors, 'imageUrls')}
      />
    </>
  );
}

/** The tour form's fields: the texts and lists of one language (from the definition), then price, group size, the operator's contact and image slots. */
import type { TourFormValues } from '~/features/tours/tour-form';
import { tourKind, type TourInput } from '~/features/tours/tour';
import { KindTexts, LinkFields, SelectField, TextField, useAdminStrings, type LinkFieldDef } from '~/features/admin';
import { TOUR_CURRENCIES } from '~/features/tours/tour';

/** The tour's links beside the operator's contact. */
const TOUR_LINKS: readonly LinkFieldDef[] = [
  { name: 'website', label: 'adminContent.links.website', hint: 'adminContent.links.websiteHint', type: 'url' },
  { name: 'facebook', label: 'adminContent.links.facebook', hint: 'adminContent.links.facebookHint', type: 'url' },
  { name: 'instagram', label: 'adminContent.links.instagram', hint: 'adminContent.links.instagramHint', type: 'url' },
  { name: 'mapLocation', label: 'adminContent.links.mapLocation', hint: 'adminContent.links.mapLocationHint', type: 'text' },
];
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImagesField } from '~/features/media/admin';

/** Texts and lists of one language. */
export function TourTexts(props: ContentTextsProps<TourFormValues, TourInput>) {
  return <KindTexts {...props} texts={tourKind.texts} />;
}

/** Price, maximum group size and the image slots. */
export function TourFields({ form, idPrefix }: ContentFieldsProps<TourFormValues, TourInput>) {
  const { t } = useAdminStrings();
  const errors = form.formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${idPrefix}-currency`}
          label={t('adminContent.tours.currency')}
          options={TOUR_CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
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
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">{t('adminContent.tours.contactTitle')}</legend>
        <p className="text-sm text-base-content/70 sm:col-span-3">{t('adminContent.tours.contactHint')}</p>
        <TextField
          id={`${idPrefix}-whatsapp`}
          label={t('adminContent.tours.operatorWhatsapp')}
          hint={t('adminContent.tours.operatorWhatsappHint')}
          type="tel"
          autoComplete="off"
          error={errors.operatorWhatsapp?.message}
          {...form.register('operatorWhatsapp')}
        />
        <TextField
          id={`${idPrefix}-phone`}
          label={t('adminContent.tours.operatorPhone')}
          type="tel"
          autoComplete="off"
          error={errors.operatorPhone?.message}
          {...form.register('operatorPhone')}
        />
        <TextField
          id={`${idPrefix}-email`}
          label={t('adminContent.tours.operatorEmail')}
          type="email"
          autoComplete="off"
          error={errors.operatorEmail?.message}
          {...form.register('operatorEmail')}
        />
      </fieldset>
      <LinkFields form={form} idPrefix={idPrefix} fields={TOUR_LINKS} />
      <ImagesField
        form={form}
        idPrefix={idPrefix}
        title={`${t('adminContent.slots.title')} *`}
        loadErrorKey="adminContent.image.loadErrorTour"
        uploadFailedKey={(index) => (index === 0 ? 'adminContent.image.uploadFailed' : 'adminContent.image.uploadFailedExtraTour')}
      />
    </>
  );
}

/** The restaurant form's fields: texts per language, then price range, phone, opening hours, Editor's Pick and photos. */
import { restaurantKind, type RestaurantInput } from '~/features/restaurants/restaurant';
import { PRICE_RANGES, type RestaurantFormValues } from '~/features/restaurants/restaurant-form';
import { useAdminStrings } from '~/features/admin';
import { SwitchField } from '~/features/admin';
import { TextField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { SelectField } from '~/features/admin';
import { ImagesField } from '~/features/media/admin';
import { KindTexts, LinkFields, type LinkFieldDef } from '~/features/admin';
import { OpeningHoursField } from './OpeningHoursField';

type Props = ContentFieldsProps<RestaurantFormValues, RestaurantInput>;

/** The listing's links beside the phone: WhatsApp, public email, website, socials and map position. */
const RESTAURANT_LINKS: readonly LinkFieldDef[] = [
  { name: 'whatsapp', label: 'adminContent.links.whatsapp', hint: 'adminContent.tours.operatorWhatsappHint', type: 'tel' },
  { name: 'email', label: 'adminContent.links.email', type: 'email' },
  { name: 'website', label: 'adminContent.links.website', hint: 'adminContent.links.websiteHint', type: 'url' },
  { name: 'facebook', label: 'adminContent.links.facebook', hint: 'adminContent.links.facebookHint', type: 'url' },
  { name: 'instagram', label: 'adminContent.links.instagram', hint: 'adminContent.links.instagramHint', type: 'url' },
  { name: 'mapLocation', label: 'adminContent.links.mapLocation', hint: 'adminContent.links.mapLocationHint', type: 'text' },
];

/** Name, description, cuisine and location in one language. */
export function RestaurantTexts(props: ContentTextsProps<RestaurantFormValues, RestaurantInput>) {
  return <KindTexts {...props} texts={restaurantKind.texts} />;
}

/** The language-neutral fields. */
export function RestaurantFields({ form, idPrefix }: Props) {
  const { t } = useAdminStrings();
  const errors = form.formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-price`}
          label={t('adminContent.restaurants.priceRange')}
          options={PRICE_RANGES.map((p) => ({ value: p, label: p }))}
          error={errors.priceRange?.message}
          {...form.register('priceRange')}
        />
        <TextField
          id={`${idPrefix}-phone`}
          label={t('adminContent.restaurants.phone')}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <LinkFields form={form} idPrefix={idPrefix} fields={RESTAURANT_LINKS} />
      <OpeningHoursField form={form} idPrefix={idPrefix} />
      <SwitchField form={form} name="isEditorsPick" id={`${idPrefix}-pick`} label={t('adminContent.restaurants.pick')} />
      <ImagesField form={form} idPrefix={idPrefix} title={`${t('adminContent.slots.title')} *`} loadErrorKey="adminContent.image.loadErrorRestaurant" />
    </>
  );
}

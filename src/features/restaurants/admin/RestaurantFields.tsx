/** The restaurant form's fields: texts per language, then price range, rating, phone, opening hours, Editor's Pick and photos. */
import { Controller } from 'react-hook-form';
import { restaurantKind, type RestaurantInput } from '~/features/restaurants/restaurant';
import { PRICE_RANGES, type RestaurantFormValues } from '~/features/restaurants/restaurant-form';
import type { Weekday } from '~/platform/dates/weekdays';
import { useAdminStrings } from '~/features/admin';
import { Switch } from '~/features/admin';
import { TextField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { readFieldError, SelectField } from '~/features/admin';
import { ImageField } from '~/features/media/admin';
import { ImageSlots } from '~/features/media/admin';
import { KindTexts } from '~/features/admin';

type Props = ContentFieldsProps<RestaurantFormValues, RestaurantInput>;

/** Monday first, as people list opening hours. */
const WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

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
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${idPrefix}-price`}
          label={t('adminContent.restaurants.priceRange')}
          options={PRICE_RANGES.map((p) => ({ value: p, label: p }))}
          error={errors.priceRange?.message}
          {...form.register('priceRange')}
        />
        <TextField
          id={`${idPrefix}-rating`}
          label={`${t('adminContent.restaurants.rating')} *`}
          type="number"
          inputMode="decimal"
          min={1}
          max={5}
          step={0.1}
          aria-required
          error={errors.rating?.message}
          {...form.register('rating')}
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
      <fieldset className="grid gap-3 rounded-box border border-base-300 p-3" aria-describedby={`${idPrefix}-hours-hint`}>
        <legend className="px-1 font-medium">{t('adminContent.restaurants.hours')}</legend>
        <p id={`${idPrefix}-hours-hint`} className="text-sm text-base-content/70">
          {t('adminContent.restaurants.hoursHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEEK.map((day) => (
            <div key={day} className="grid grid-cols-[7rem_1fr] items-center gap-2">
              <label htmlFor={`${idPrefix}-hours-${day}`} className="text-sm">
                {t(`adminContent.weekday.${day}`)}
              </label>
              <input
                id={`${idPrefix}-hours-${day}`}
                className="input input-sm w-full"
                placeholder={t('adminContent.restaurants.hoursPlaceholder')}
                {...form.register(`openingHours.${day}`)}
              />
            </div>
          ))}
        </div>
        {readFieldError(errors, 'openingHours') && <p className="text-sm text-error">{readFieldError(errors, 'openingHours')}</p>}
      </fieldset>
      <Controller
        control={form.control}
        name="isEditorsPick"
        render={({ field }) => (
          <Switch id={`${idPrefix}-pick`} label={t('adminContent.restaurants.pick')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            id={`${idPrefix}-image`}
            label={`${t('adminContent.restaurants.mainImage')} *`}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
            loadErrorKey="adminContent.image.loadErrorRestaurant"
          />
        )}
      />
      <ImageSlots
        form={form}
        name="moreImages"
        idPrefix={`${idPrefix}-more`}
        title={t('adminContent.restaurants.moreImages')}
        loadErrorKey="adminContent.image.loadErrorRestaurant"
        error={readFieldError(errors, 'imageUrls')}
      />
    </>
  );
}

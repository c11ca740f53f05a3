/** The Restaurants tab's table columns, store and form wiring (spec 2: Name, Cuisine, Location, Price, Editor's Pick; the rating comes from visitor reviews, issue 20). */
import { getEmptyRestaurantForm, restaurantFormSchema, toRestaurantForm, type RestaurantFormValues } from '~/features/restaurants/restaurant-form';
import { restaurantKind, type AdminRestaurant, type RestaurantInput } from '~/features/restaurants/restaurant';
import { createContentStore, fieldLabelsOf } from '~/features/admin';
import type { ContentTabConfig } from '~/features/admin';
import { textColumn, writtenText } from '~/features/admin';
import { FeaturedCell } from '~/features/admin';
import { RestaurantFields, RestaurantTexts } from './RestaurantFields';

/** The admin list of restaurants. */
const restaurantsStore = createContentStore<AdminRestaurant>('/api/admin/restaurants');

export const restaurantsConfig: ContentTabConfig<AdminRestaurant, RestaurantFormValues, RestaurantInput> = {
  kind: 'restaurants',
  store: restaurantsStore,
  nameOf: (r) => writtenText(r, 'name'),
  columns: [
    textColumn('adminContent.restaurants.colName', 'name'),
    textColumn('adminContent.restaurants.colCuisine', 'cuisine', true),
    textColumn('adminContent.restaurants.colLocation', 'location', true),
    { header: 'adminContent.restaurants.colPrice', cell: (r) => r.priceRange, sortValue: (r) => r.priceRange.length },
    {
      header: 'adminContent.restaurants.colPick',
      cell: (r) => <FeaturedCell on={r.isEditorsPick} />,
      className: 'text-center',
      sortValue: (r) => r.isEditorsPick,
    },
  ],
  fieldLabels: fieldLabelsOf(restaurantKind.texts),
  imageOf: (r) => r.imageUrl,
  pathOf: (r) => `/restaurant/${r.id}`,
  getEmptyForm: getEmptyRestaurantForm,
  toForm: toRestaurantForm,
  schema: restaurantFormSchema,
  Texts: RestaurantTexts,
  Fields: RestaurantFields,
};

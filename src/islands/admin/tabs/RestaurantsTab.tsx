/** The Restaurants tab: table, add, edit and delete of restaurants in English and Dutch. */
import { restaurantsConfig } from '../content/restaurants/config';
import { ContentTab } from '../content/shared/ContentTab';

/** The tab body. */
export default function RestaurantsTab() {
  return <ContentTab config={restaurantsConfig} />;
}

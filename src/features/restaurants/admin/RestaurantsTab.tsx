/** The Restaurants tab: table, add, edit and delete of restaurants in English and Dutch. */
import { restaurantsConfig } from './config';
import { ContentTab } from '~/features/admin';

/** The tab body. */
export default function RestaurantsTab() {
  return <ContentTab config={restaurantsConfig} />;
}

/** The query string of GET /api/restaurants. */
import { listQueryWithCategory } from '~/platform/http/query';
import { restaurantCategories } from './filters';

export const restaurantListQuerySchema = listQueryWithCategory(restaurantCategories);

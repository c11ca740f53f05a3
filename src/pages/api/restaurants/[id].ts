import { getRestaurantById } from '~/features/restaurants/restaurants.server';
import { itemByIdRoute } from '~/platform/http/by-id-route';

/** GET /api/restaurants/:id?lang= */
export const GET = itemByIdRoute(getRestaurantById, 'Restaurant not found');

import { getTourById } from '~/features/tours/tours.server';
import { itemByIdRoute } from '~/platform/http/by-id-route';

/** GET /api/tours/:id?lang= */
export const GET = itemByIdRoute(getTourById, 'Tour not found');

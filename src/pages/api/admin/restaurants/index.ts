import { createCollectionRoutes } from '~/features/admin/content/admin-routes.server';

/** GET /api/admin/restaurants (every language, newest first) and POST /api/admin/restaurants (create). */
export const { GET, POST } = createCollectionRoutes('restaurants');

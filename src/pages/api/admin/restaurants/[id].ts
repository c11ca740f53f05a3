import { createItemRoutes } from '~/features/admin/content/admin-routes.server';

/** PUT /api/admin/restaurants/:id (replace) and DELETE /api/admin/restaurants/:id. */
export const { PUT, DELETE } = createItemRoutes('restaurants');

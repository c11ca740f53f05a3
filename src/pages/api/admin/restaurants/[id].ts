import { createItemRoutes } from '~/lib/content/admin-routes.server';

/** PUT /api/admin/restaurants/:id (replace) and DELETE /api/admin/restaurants/:id. */
export const { PUT, DELETE } = createItemRoutes('restaurants');

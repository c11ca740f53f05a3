import { createItemRoutes } from '~/features/admin/content/admin-routes.server';

/** PUT /api/admin/tours/:id (replace) and DELETE /api/admin/tours/:id. */
export const { PUT, DELETE } = createItemRoutes('tours');

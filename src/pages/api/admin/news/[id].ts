import { createItemRoutes } from '~/features/admin/content/admin-routes.server';

/** PUT /api/admin/news/:id (replace) and DELETE /api/admin/news/:id. */
export const { PUT, DELETE } = createItemRoutes('news');

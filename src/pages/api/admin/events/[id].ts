import { createItemRoutes } from '~/features/admin/content/admin-routes.server';

/** PUT /api/admin/events/:id (replace) and DELETE /api/admin/events/:id. */
export const { PUT, DELETE } = createItemRoutes('events');

import { createCollectionRoutes } from '~/features/admin/content/admin-routes.server';

/** GET /api/admin/tours (every language, newest first) and POST /api/admin/tours (create). */
export const { GET, POST } = createCollectionRoutes('tours');

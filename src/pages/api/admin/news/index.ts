import { createCollectionRoutes } from '~/features/admin/content/admin-routes.server';

/** GET /api/admin/news (every language, newest first) and POST /api/admin/news (create). */
export const { GET, POST } = createCollectionRoutes('news');

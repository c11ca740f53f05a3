import { createCollectionRoutes } from '~/features/admin/content/admin-routes.server';

/** GET /api/admin/events (every language, newest first) and POST /api/admin/events (create). */
export const { GET, POST } = createCollectionRoutes('events');

import { createRestoreRoute } from '~/features/admin/content/admin-routes.server';

/** POST /api/admin/tours/:id/restore: undoes a delete within 30 seconds (410 after, 409 when not deleted, 404 for an id never stored). */
export const { POST } = createRestoreRoute('tours');

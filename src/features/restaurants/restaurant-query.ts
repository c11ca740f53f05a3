/** The query string of GET /api/restaurants. */
import { z } from 'zod';
import { listQueryWithCategory } from '~/platform/http/query';
import { restaurantCategories } from './filters';

export const restaurantListQuerySchema = listQueryWithCategory(restaurantCategories).extend({
  /** `open=now`: only the restaurants open at the server clock's now (Paramaribo). */
  open: z.enum(['now'], { error: "open must be 'now'" }).optional(),
});

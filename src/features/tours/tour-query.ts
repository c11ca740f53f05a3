/** The query string of GET /api/tours. */
import { listQueryWithCategory } from '~/platform/http/query';
import { tourCategories } from './filters';

export const tourListQuerySchema = listQueryWithCategory(tourCategories);

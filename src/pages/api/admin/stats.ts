import type { APIRoute } from 'astro';
import { getDb, type Db } from '../../../db/client';
import { getAdminStats } from '../../../db/queries/admin-stats';
import { jsonOk } from '../../../lib/http/json';

// The orders module belongs to the listings feature; count open orders only once it exists.
const orderModules = import.meta.glob<{ countOpenOrders?: (db: Db) => number }>('../../../db/queries/orders.ts', { eager: true });
const countOpenOrders = Object.values(orderModules)[0]?.countOpenOrders;

/** GET /api/admin/stats — content counts for the dashboard cards (plus open orders when listings exist). */
export const GET: APIRoute = () => {
  const db = getDb();
  const stats = { ...getAdminStats(db), ...(countOpenOrders ? { openOrders: countOpenOrders(db) } : {}) };
  return jsonOk(stats, { headers: { 'Cache-Control': 'no-store' } });
};

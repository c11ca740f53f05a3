import type { APIRoute } from 'astro';
import { checkHealth } from '~/platform/maintenance/health.server';

const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' };

/** GET /healthz for a monitor: 200 when the process, the database and the disk are fine, else 503 naming what is not. */
export const GET: APIRoute = async () => {
  const report = await checkHealth();
  return new Response(JSON.stringify(report), { status: report.status === 'ok' ? 200 : 503, headers });
};

/** HEAD /healthz: the same status without a body, for cheap probes. */
export const HEAD: APIRoute = async () => {
  const report = await checkHealth();
  return new Response(null, { status: report.status === 'ok' ? 200 : 503, headers });
};

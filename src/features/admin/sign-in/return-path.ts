/**
 * Where sign-in returns to. An email's deep link (`/admin?order=<id>#orders`) must survive the trip
 * through the login screen, so the dashboard's redirect carries its own address as `?next=`. Only the
 * dashboard of the same language with a plain query is taken back: anything else (another site, a
 * protocol-relative `//host`, a script URL, another path) goes to the dashboard, so the parameter
 * cannot be used to send a signed-in admin elsewhere. The fragment (`#orders`) never reaches the
 * server; the browser keeps it across the redirect and the login screen adds it back.
 */

/** Query parameters the dashboard reads: an order or a listing to open, and nothing else. */
const QUERY = /^\?(?:(?:order|listing)=[A-Za-z0-9_-]{1,64})(?:&(?:order|listing)=[A-Za-z0-9_-]{1,64})*$/;

/** The dashboard address `next` names when it is safe to return to, else the dashboard itself. */
export function resolveReturnPath(next: string | null | undefined, dashboardPath: string): string {
  if (!next || !next.startsWith(dashboardPath)) return dashboardPath;
  const query = next.slice(dashboardPath.length);
  return QUERY.test(query) ? next : dashboardPath;
}

/** The login address that brings the admin back to `requested` (the dashboard's path and query). */
export function buildLoginRedirect(loginPath: string, dashboardPath: string, search: string): string {
  const back = `${dashboardPath}${search}`;
  return resolveReturnPath(back, dashboardPath) === back && search ? `${loginPath}?next=${encodeURIComponent(back)}` : loginPath;
}

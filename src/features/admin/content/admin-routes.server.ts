/**
 * The admin content endpoints, written once for all four kinds:
 * GET/POST /api/admin/{kind}, PUT/DELETE /api/admin/{kind}/:id and POST /api/admin/{kind}/:id/restore.
 */
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { invalidateContent } from '~/platform/cache/invalidate.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { parseId, parseQuery } from '~/platform/http/query';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { wholeNumberSchema } from '~/platform/http/whole-number-schema';
import { contentKinds, type ContentKind, type ContentKindName } from './admin-kinds.server';
import { restoreItem, trashItem, type TrashedItem } from './content-trash.server';
import { PartnerReasonRequiredError, readDeleteReason, recordPartnerDelete, recordPartnerRestore, withPartnerUntil } from './partner-delete.server';

/** Largest page of an admin list. */
const ADMIN_MAX_LIMIT = 500;

const adminListQuerySchema = z.object({
  limit: wholeNumberSchema(`limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`, { min: 1, max: ADMIN_MAX_LIMIT }).default(ADMIN_MAX_LIMIT),
  cursor: wholeNumberSchema('cursor must be a whole number', { min: 1 }).optional(),
});

const noStore = { 'Cache-Control': 'no-store' };

function listRoute(name: ContentKindName, kind: ContentKind): APIRoute {
  return ({ url, locals }) => {
    const q = parseQuery(url, adminListQuerySchema);
    if ('response' in q) return q.response;
    const db = locals.db;
    const page = kind.list(db, q.data);
    const headers: Record<string, string> = { ...noStore };
    if (page.nextCursor !== null) headers['X-Next-Cursor'] = String(page.nextCursor);
    return jsonOk(withPartnerUntil(db, name, page.items, locals.now), { headers });
  };
}

function createRoute(kind: ContentKind): APIRoute {
  return async (context: APIContext) => {
    const body = await parseJsonBody(context.request, kind.schema);
    if ('response' in body) return body.response;
    const db = context.locals.db;
    const id = kind.create(db, body.data);
    await invalidateContent(context, [kind.tag]);
    return jsonOk(kind.get(db, id), { status: 201, headers: noStore });
  };
}

function updateRoute(name: ContentKindName, kind: ContentKind): APIRoute {
  return async (context: APIContext) => {
    const id = parseId(context.params.id);
    if ('response' in id) return id.response;
    const body = await parseJsonBody(context.request, kind.schema);
    if ('response' in body) return body.response;
    const db = context.locals.db;
    if (!kind.update(db, id.id, body.data)) return jsonError(404, kind.notFound);
    await invalidateContent(context, [kind.tag]);
    // The same row as the list's, partner end included.
    return jsonOk(withPartnerUntil(db, name, [kind.get(db, id.id)!], context.locals.now)[0], { headers: noStore });
  };
}

function deleteRoute(name: ContentKindName, kind: ContentKind): APIRoute {
  return async (context: APIContext) => {
    const id = parseId(context.params.id);
    if ('response' in id) return id.response;
    const body = await readDeleteReason(context.request);
    if ('response' in body) return body.response;
    const act = { name, id: id.id, actor: context.locals.admin?.email ?? 'admin', now: context.locals.now, reason: body.reason };
    let trashed: TrashedItem | null;
    try {
      trashed = trashItem(context.locals.db, name, kind.rows, kind.remove, id.id, act.now, (db) => recordPartnerDelete(db, act));
    } catch (error) {
      if (error instanceof PartnerReasonRequiredError) return jsonError(400, error.message);
      throw error;
    }
    if (!trashed) return jsonError(404, kind.notFound);
    await invalidateContent(context, [kind.tag]);
    return jsonOk({ ok: true, id: id.id, restoreUntil: trashed.restoreUntil.toISOString() }, { headers: noStore });
  };
}

function restoreRoute(name: ContentKindName, kind: ContentKind): APIRoute {
  return async (context: APIContext) => {
    const id = parseId(context.params.id);
    if ('response' in id) return id.response;
    const db = context.locals.db;
    const act = { name, id: id.id, actor: context.locals.admin?.email ?? 'admin', now: context.locals.now };
    const outcome = restoreItem(db, name, kind.rows, id.id, act.now, (tx) => recordPartnerRestore(tx, act));
    if (outcome === 'unknown') return jsonError(404, kind.notFound);
    if (outcome === 'exists') return jsonError(409, 'This item is not deleted');
    if (outcome === 'expired') return jsonError(410, 'The 30 seconds to undo this delete have passed');
    await invalidateContent(context, [kind.tag]);
    return jsonOk(kind.get(db, id.id), { headers: noStore });
  };
}

/** GET (list) and POST (create) of /api/admin/{kind}. */
export function createCollectionRoutes(name: ContentKindName): { GET: APIRoute; POST: APIRoute } {
  const kind = contentKinds[name] as unknown as ContentKind;
  return { GET: listRoute(name, kind), POST: createRoute(kind) };
}

/** PUT (replace) and DELETE of /api/admin/{kind}/:id. */
export function createItemRoutes(name: ContentKindName): { PUT: APIRoute; DELETE: APIRoute } {
  const kind = contentKinds[name] as unknown as ContentKind;
  return { PUT: updateRoute(name, kind), DELETE: deleteRoute(name, kind) };
}

/** POST /api/admin/{kind}/:id/restore: the undo of a delete, within 30 seconds (content-trash.server.ts). */
export function createRestoreRoute(name: ContentKindName): { POST: APIRoute } {
  return { POST: restoreRoute(name, contentKinds[name] as unknown as ContentKind) };
}

import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import { jsonError } from '~/platform/http/json';
import { findVariantFile } from '~/features/media/serve-image.server';

/** Serves a stored image variant: best format for the request, immutable caching, no sniffing. */
export const GET: APIRoute = ({ params, url, request, locals }) => {
  const variant = findVariantFile(locals.db, params.id ?? '', url.searchParams, request.headers.get('accept'));
  if (!variant) return jsonError(404, 'Image not found');
  const headers = new Headers({
    'Content-Type': variant.contentType,
    'Content-Length': String(variant.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: variant.etag,
  });
  if (variant.negotiated) headers.set('Vary', 'Accept');
  if (request.headers.get('if-none-match') === variant.etag) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const body = Readable.toWeb(fs.createReadStream(variant.file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
};

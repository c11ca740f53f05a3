/** Sends a cached copy (or a freshly collected text answer): ETag and 304, and the compressed copy the client accepts. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildClientCacheControl, CACHE_STATUS_HEADER, formatEtag, matchesIfNoneMatch, pickEncoding } from './cache-policy';
import { compressBody, type Encoding } from './compress.server';
import type { PageEntry, PageStore } from './page-store';

/** Smaller bodies go out as they are: compressing would save less than a packet. */
const MIN_ENTRY_COMPRESS_BYTES = 1024;

export interface EntrySender {
  now: () => number;
  /** Schedules the smallest brotli copy of a kept entry, made in the background. */
  upgrade: (entry: PageEntry, store: PageStore) => void;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Adds Accept-Encoding to the Vary header, keeping what is there. */
function addVaryAcceptEncoding(res: ServerResponse): void {
  const current = String(res.getHeader('vary') ?? '');
  if (/accept-encoding/i.test(current)) return;
  res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** The compressed copy of an entry, made once (the first request that needs it waits a few ms). */
function getEncoded(entry: PageEntry, encoding: Encoding, store: PageStore | null, sender: EntrySender): Promise<Buffer> {
  const made = entry.encoded[encoding];
  if (made) return made;
  const pending = compressBody(entry.body, encoding);
  entry.encoded[encoding] = pending;
  pending.then(
    (bytes) => {
      if (!store) return;
      store.grow(entry, bytes.length);
      if (encoding === 'br') sender.upgrade(entry, store);
    },
    () => delete entry.encoded[encoding],
  );
  return pending;
}

/**
 * Answers with an entry: its headers, a Cache-Control for browsers and CDNs (unless the route set
 * its own), a weak ETag per encoding, 304 when If-None-Match names it, else the body in the best
 * encoding the client accepts. `status` goes into X-Astro-Cache (HIT, MISS, BYPASS) when given.
 */
export async function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  store: PageStore | null,
  status: string | null,
  sender: EntrySender,
): Promise<void> {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (status) res.setHeader(CACHE_STATUS_HEADER, status);
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', buildClientCacheControl((entry.expiresAt - sender.now()) / 1000));
  addVaryAcceptEncoding(res);
  const accepted = entry.body.length >= MIN_ENTRY_COMPRESS_BYTES ? pickEncoding(firstHeader(req.headers['accept-encoding'])) : null;
  res.setHeader('ETag', `W/${formatEtag(entry.hash, accepted)}`);
  if (matchesIfNoneMatch(firstHeader(req.headers['if-none-match']), entry.hash)) {
    res.statusCode = 304;
    res.removeHeader('content-type');
    res.removeHeader('content-length');
    res.end();
    return;
  }
  let body = entry.body;
  if (accepted) {
    try {
      body = await getEncoded(entry, accepted, store, sender);
      res.setHeader('Content-Encoding', accepted);
    } catch {
      res.setHeader('ETag', `W/${formatEtag(entry.hash, null)}`); // compression failed: send it plain
    }
  }
  res.statusCode = entry.status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends a collected text answer that is not cached, compressed on the fly when the client accepts it and it is worth it. */
export async function sendCompressed(req: IncomingMessage, res: ServerResponse, body: Buffer, minBytes: number): Promise<void> {
  const encoding = pickEncoding(firstHeader(req.headers['accept-encoding']));
  res.removeHeader('content-length');
  addVaryAcceptEncoding(res);
  let out = body;
  if (encoding && body.length >= minBytes) {
    out = await compressBody(body, encoding);
    res.setHeader('Content-Encoding', encoding);
    // The bytes differ from the file's: its validator can only stay as a weak one.
    const etag = res.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
  }
  res.setHeader('Content-Length', out.length);
  res.end(out);
}

/**
 * Issue 14, item 6, through real HTTP: methods a route does not take (TRACE, PUT/PATCH/DELETE on
 * pages, unknown ones) and ids written in anything but plain decimal (`0x10`, `1e3`, `+5`).
 */
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { sendRawHead } from './raw-http';

const server = serveFixtureCopy();
/** The server's host:port, as a browser would send it. */
const host = () => new URL(server.baseUrl).host;

const send = (method: string, path: string) => sendRawHead(server.baseUrl, `${method} ${path} HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${server.baseUrl}`);

describe('methods', () => {
  it('answers TRACE with 405 and Allow, and logs no stack trace', async () => {
    const page = await send('TRACE', '/tours');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    const api = await send('TRACE', '/api/tours');
    expect(api.status).toBe(405);
    expect(JSON.parse(api.text)).toEqual({ error: 'Method TRACE not allowed' });
    expect(server.output()).not.toMatch(/TypeError|\n\s+at /);
  });

  it('answers PUT, PATCH and DELETE on a page with 405, Allow and a sentence in its language', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const en = await send(method, '/tours');
      expect(en.status, method).toBe(405);
      expect(en.headers.allow).toBe('GET, HEAD');
      expect(en.text).toContain('This page can only be viewed, not changed.');
      expect(en.text).not.toContain('<html');
      const nl = await send(method, '/nl/tours');
      expect(nl.status).toBe(405);
      expect(nl.text).toContain('Deze pagina kan alleen bekeken worden, niet gewijzigd.');
    }
    expect((await send('PUT', '/checkout?plan=tour')).headers.allow).toBe('GET, HEAD, POST');
    expect((await send('DELETE', `/nl/listing/${'a'.repeat(32)}`)).headers.allow).toBe('GET, HEAD, POST');
    expect((await send('DELETE', '/no-such-page')).status).toBe(404);
    expect((await send('GET', '/tours')).status).toBe(200);
    expect((await send('HEAD', '/tours')).status).toBe(200);
  });

  it('answers a method the site does not implement with 501', async () => {
    for (const method of ['PROPFIND', 'FOO']) expect((await send(method, '/tours')).status, method).toBe(501);
  });
});

describe('ids and numbers in addresses', () => {
  it('reads plain decimal only: 0x1, 1e0, +1 and " 1" are not the id 1', async () => {
    expect((await fetch(`${server.baseUrl}/api/tours/1`)).status).toBe(200);
    for (const id of ['0x1', '1e0', '+1', '%201', '1.0', '01']) {
      const api = await fetch(`${server.baseUrl}/api/tours/${id}`);
      expect(api.status, `/api/tours/${id}`).toBe(400);
      expect(await api.json()).toEqual({ error: 'id must be a positive whole number' });
      expect((await fetch(`${server.baseUrl}/api/restaurants/${id}`)).status, `/api/restaurants/${id}`).toBe(400);
      expect((await fetch(`${server.baseUrl}/tour/${id}`)).status, `/tour/${id}`).toBe(404);
      expect((await fetch(`${server.baseUrl}/restaurant/${id}`)).status, `/restaurant/${id}`).toBe(404);
    }
  });

  it('reads limits and cursors the same way', async () => {
    for (const query of ['limit=1e1', 'limit=0x5', 'limit=+5', 'cursor=0x1', 'cursor=1e2']) {
      expect((await fetch(`${server.baseUrl}/api/restaurants?${query}`)).status, query).toBe(400);
    }
    expect((await fetch(`${server.baseUrl}/api/restaurants?limit=5&cursor=0`)).status).toBe(200);
  });
});

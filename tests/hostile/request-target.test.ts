/**
 * Page-cache poisoning through the request target (issue 14, item 1): an absolute-form target
 * (`GET http://elsewhere/tours?x=1`) or a bad Host must never leave an answer in the cache under
 * a path it was not rendered for. Sent on a raw socket, as an attacker would.
 */
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { sendRawHead } from './raw-http';

const server = serveFixtureCopy();
/** The server's host:port, as a browser would send it. */
const host = () => new URL(server.baseUrl).host;

/** The tours page, recognised by its own canonical link. */
function isToursPage(html: string): boolean {
  return /<link rel="canonical" href="[^"]*\/tours"/.test(html);
}

describe('absolute-form request targets', () => {
  it('refuses a foreign host with 400, and the next visitor of the page still gets the page', async () => {
    const poisoned = await sendRawHead(server.baseUrl, `GET http://elsewhere.example/tours?x=1 HTTP/1.1\r\nHost: ${host()}`);
    expect(poisoned.status).toBe(400);
    const next = await sendRawHead(server.baseUrl, `GET /tours?x=1 HTTP/1.1\r\nHost: ${host()}`);
    expect(next.status).toBe(200);
    expect(isToursPage(next.text)).toBe(true);
  });

  it('refuses a foreign host on a public API path with a JSON 400, and the API stays JSON', async () => {
    const poisoned = await sendRawHead(server.baseUrl, `GET http://elsewhere.example/api/tours?limit=2 HTTP/1.1\r\nHost: ${host()}`);
    expect(poisoned.status).toBe(400);
    expect(JSON.parse(poisoned.text)).toEqual({ error: expect.any(String) });
    const next = await sendRawHead(server.baseUrl, `GET /api/tours?limit=2 HTTP/1.1\r\nHost: ${host()}`);
    expect(next.status).toBe(200);
    expect(next.headers['content-type']).toMatch(/application\/json/);
    expect(Array.isArray(JSON.parse(next.text).tours ?? JSON.parse(next.text))).toBe(true);
  });

  it('serves an absolute target naming our own host as the page it names', async () => {
    const own = await sendRawHead(server.baseUrl, `GET ${server.baseUrl}/tours?y=2 HTTP/1.1\r\nHost: ${host()}`);
    expect(own.status).toBe(200);
    expect(isToursPage(own.text)).toBe(true);
    const next = await sendRawHead(server.baseUrl, `GET /tours?y=2 HTTP/1.1\r\nHost: ${host()}`);
    expect(isToursPage(next.text)).toBe(true);
    expect(next.headers['x-astro-cache']).toBe('HIT');
  });

  it('never renders a scheme-relative target (//elsewhere/path) into the cache of /path', async () => {
    const odd = await sendRawHead(server.baseUrl, `GET //elsewhere.example/tours?z=3 HTTP/1.1\r\nHost: ${host()}`);
    expect(odd.status).toBeLessThan(500);
    const next = await sendRawHead(server.baseUrl, `GET /tours?z=3 HTTP/1.1\r\nHost: ${host()}`);
    expect(next.status).toBe(200);
    expect(isToursPage(next.text)).toBe(true);
  });
});

describe('the Host header', () => {
  it('refuses a missing or malformed Host with 400', async () => {
    for (const head of [
      'GET /tours HTTP/1.0',
      'GET /tours HTTP/1.1\r\nHost: a/b',
      'GET /tours HTTP/1.1\r\nHost: user@evil.example',
      'GET /tours HTTP/1.1\r\nHost: evil.example:99999',
    ]) {
      const answer = await sendRawHead(server.baseUrl, head);
      expect(answer.status, head).toBe(400);
    }
    const next = await sendRawHead(server.baseUrl, `GET /tours HTTP/1.1\r\nHost: ${host()}`);
    expect(isToursPage(next.text)).toBe(true);
  });
});

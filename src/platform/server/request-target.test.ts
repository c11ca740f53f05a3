import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkRequestTarget, isValidHost } from './request-target';

function request(url: string, host?: string): IncomingMessage {
  return { url, headers: host === undefined ? {} : { host } } as IncomingMessage;
}

describe('isValidHost', () => {
  it('accepts a host with an optional port, and nothing else', () => {
    for (const ok of ['example.com', 'localhost:4321', '127.0.0.1:8080', '[::1]:4321', 'a-b.example']) expect(isValidHost(ok), ok).toBe(true);
    for (const bad of [undefined, '', 'a/b', 'user@evil', 'evil:99999', 'x y', '-a.example', 'a.example:', '[zz]'])
      expect(isValidHost(bad), String(bad)).toBe(false);
  });
});

describe('checkRequestTarget', () => {
  const site = 'https://guide.example';

  it('leaves an origin-form target with a good Host alone', () => {
    const req = request('/tours?x=1', 'localhost:4321');
    expect(checkRequestTarget(req, site)).toEqual({ ok: true });
    expect(req.url).toBe('/tours?x=1');
  });

  it('rewrites an absolute target naming the Host or SITE_URL host to origin-form', () => {
    const own = request('http://localhost:4321/tours?x=1', 'localhost:4321');
    expect(checkRequestTarget(own, site)).toEqual({ ok: true });
    expect(own.url).toBe('/tours?x=1');
    const public_ = request('https://guide.example/api/tours', '127.0.0.1:4321');
    expect(checkRequestTarget(public_, site)).toEqual({ ok: true });
    expect([public_.url, public_.headers.host]).toEqual(['/api/tours', 'guide.example']);
  });

  it('refuses a foreign absolute target, other schemes, other forms and a bad Host', () => {
    expect(checkRequestTarget(request('http://elsewhere/api/tours', 'localhost'), site)).toEqual({
      ok: false,
      path: '/api/tours',
      message: 'Request target names another host',
    });
    expect(checkRequestTarget(request('ftp://localhost/x', 'localhost'), site).ok).toBe(false);
    expect(checkRequestTarget(request('http://u:p@localhost/x', 'localhost'), site).ok).toBe(false);
    expect(checkRequestTarget(request('*', 'localhost'), site).ok).toBe(false);
    expect(checkRequestTarget(request('/tours'), site)).toMatchObject({ ok: false, message: 'Missing or invalid Host header' });
  });
});

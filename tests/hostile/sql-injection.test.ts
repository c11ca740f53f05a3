/**
 * SQL injection: classic payloads in every query parameter, path id and body field reach SQLite
 * as bound values. Refused where the value is not allowed, stored verbatim where it is plain text,
 * never a login without the password, never a changed schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendReceiptOrder } from '../crash/write-load';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { SQL_PAYLOADS } from './arbitraries';
import { checkAnswer } from './assert-answer';
import { discoverEndpoints, fillTemplate } from './endpoints';
import { sendRaw } from './raw-http';

let server: RunningServer;
let dataDir: string;
let admin: AdminSession;
let schemaBefore: string;

const readDb = <T>(sql: string, ...args: unknown[]): T => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
};
const readSchema = () => readDb<{ s: string }>("SELECT group_concat(name || ':' || sql, '|') AS s FROM (SELECT name, sql FROM sqlite_master ORDER BY name)").s;
const QUERY_PARAMS = ['lang', 'limit', 'cursor', 'category', 'session_id', 'id', 'w', 'format', 'token'];

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, { RATE_LIMIT_RECEIPTS: '100000/60' });
  admin = await signInAsAdmin(server.baseUrl);
  schemaBefore = readSchema();
});
afterAll(async () => {
  await server?.stop();
});

describe('SQL injection', () => {
  it('every GET endpoint takes payloads in every query parameter and path id safely', async () => {
    const counts = readDb<{ n: number }>('SELECT (SELECT count(*) FROM restaurants) + (SELECT count(*) FROM admin_users) AS n').n;
    for (const e of discoverEndpoints().filter((x) => x.method === 'GET')) {
      for (const payload of SQL_PAYLOADS) {
        const query = QUERY_PARAMS.map((k) => `${k}=${encodeURIComponent(payload)}`).join('&');
        const target = `${fillTemplate(
          e.template,
          e.params.map(() => encodeURIComponent(payload)),
        )}?${query}`;
        const answer = await sendRaw(server.baseUrl, { method: 'GET', path: target, headers: { Cookie: admin.cookie } });
        expect(checkAnswer(answer), target).toEqual([]);
        // An id or filter made of SQL is not a valid id or filter: refused, not "matched everything".
        if (e.params.length > 0 || e.template.match(/restaurants$|tours$/)) expect(answer.status, target).toBeGreaterThanOrEqual(400);
      }
    }
    expect(readDb<{ n: number }>('SELECT (SELECT count(*) FROM restaurants) + (SELECT count(*) FROM admin_users) AS n').n).toBe(counts);
  });

  it('never signs in with a payload for a username or password', async () => {
    for (const payload of SQL_PAYLOADS.slice(0, 8)) {
      for (const body of [
        { username: payload, password: payload },
        { username: 'admin', password: payload },
        { username: `admin${payload}`, password: 'x' },
      ]) {
        const res = await fetch(`${server.baseUrl}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
          body: JSON.stringify(body),
        });
        expect([401, 400, 429], JSON.stringify(body)).toContain(res.status);
        expect(res.headers.getSetCookie().some((c) => /session=[^;]+/.test(c) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))).toBe(false);
      }
    }
  });

  it('stores payloads in text fields verbatim, as bound values', async () => {
    const name = SQL_PAYLOADS.join(' ');
    const res = await admin.fetch('/api/admin/restaurants', {
      method: 'POST',
      body: JSON.stringify({
        priceRange: '$$',
        imageUrl: 'https://images.example/sqli.jpg',
        phone: "555'; DROP TABLE restaurants; --",
        translations: { en: { name: name.slice(0, 120), description: name, cuisine: "Creole' OR '1'='1", location: "'); DELETE FROM media; --" } },
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = readDb<{ name: string; description: string; cuisine: string; location: string }>(
      "SELECT name, description, cuisine, location FROM restaurant_translations WHERE restaurant_id = ? AND locale = 'en'",
      id,
    );
    expect(row).toEqual({ name: name.slice(0, 120), description: name, cuisine: "Creole' OR '1'='1", location: "'); DELETE FROM media; --" });
    const publicAnswer = (await (await fetch(`${server.baseUrl}/api/restaurants/${id}`)).json()) as { phone: string };
    expect(publicAnswer.phone).toBe("555'; DROP TABLE restaurants; --");
    expect(readDb<{ n: number }>('SELECT count(*) AS n FROM media').n).toBeGreaterThan(0);
  });

  it('stores payloads in a public order verbatim', async () => {
    const businessName = "Bobby'); DROP TABLE listing_orders; --";
    const res = await sendReceiptOrder(server.baseUrl, businessName);
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    expect(readDb<{ b: string }>('SELECT business_name AS b FROM listing_orders WHERE id = ?', orderId).b).toBe(businessName);
  });

  it('left the schema as it was and attached nothing', () => {
    expect(readSchema()).toBe(schemaBefore);
    expect(fs.existsSync('/tmp/pwn.db')).toBe(false);
  });
});

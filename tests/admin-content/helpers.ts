/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/** Shared setup of the admin content API tests: a server on a fresh fixture copy, a signed-in admin, sample inputs. */
import sharp from 'sharp';
import { afterAll, beforeAll, inject } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { lateBound } from '../helpers/late-bound';
import { startServer, type RunningServer } from '../helpers/server';

/** The fixture admin (its password confirms sensitive actions such as adding an admin). */
export { FIXTURE_ADMIN } from '../helpers/fixture-cache';

export interface ContentTestContext {
  server: RunningServer;
  dataDir: string;
  admin: AdminSession;
}

/** Starts a server on its own copy of the seeded fixture and signs in as the fixture admin. */
export async function startContentServer(): Promise<ContentTestContext> {
  const dataDir = copyFixture(inject('fixtureDir'));
  const server = await startServer(dataDir);
  const admin = await signInAsAdmin(server.baseUrl);
  return { server, dataDir, admin };
}

/** A content server for one test file, with the two calls its tests make. */
export interface ContentTestFile extends ContentTestContext {
  /** Sends JSON as the signed-in admin. */
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  /** A public GET as a visitor. */
  pub: (path: string) => Promise<{ status: number; body: any }>;
}

/** Call at a test file's top level: starts the content server before its tests and stops it after (read it inside tests). */
export function useContentServer(): ContentTestFile {
  let ctx: ContentTestContext | undefined;
  beforeAll(async () => {
    ctx = await startContentServer();
  });
  afterAll(() => ctx?.server.stop());
  const current = lateBound(() => ctx, 'The content server');
  return {
    server: lateBound(() => ctx?.server, 'The content server'),
    admin: lateBound(() => ctx?.admin, 'The admin session'),
    get dataDir() {
      return current.dataDir;
    },
    call: (method, path, body) => sendJson(current.admin, method, path, body),
    pub: (path) => getPublic(current.server.baseUrl, path),
  };
}

/** Sends JSON with the admin's session and returns the status and parsed body. */
export async function sendJson(admin: AdminSession, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await admin.fetch(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A public GET as a visitor. */
export async function getPublic(baseUrl: string, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, body: await res.json() };
}

export const sampleRestaurant = {
  priceRange: '$$$',
  imageUrl: 'https://images.example.test/roti.jpg',
  phone: '+597 555 0101',
  openingHours: { monday: '09:00-17:00', sunday: 'Closed' },
  isEditorsPick: true,
  translations: {
    en: { name: 'Test Roti Corner', description: 'Hand-made roti with chicken curry.', cuisine: 'Surinamese', location: 'Waterkant, Paramaribo' },
    nl: { name: 'Test Rotihoek', description: 'Zelfgemaakte roti met kipkerrie.', cuisine: '', location: '' },
  },
};

export const sampleTour = {
  price: 85,
  maxPeople: 12,
  imageUrl: 'https://images.example.test/river.jpg',
  imageUrls: ['https://images.example.test/river.jpg', 'https://images.example.test/boat.jpg'],
  translations: {
    en: {
      name: 'Test River Cruise',
      description: 'An afternoon on the Commewijne river.',
      category: 'River Cruise',
      duration: '4 hours',
      location: 'Commewijne',
      operator: 'Test Tours NV',
      whatToBring: ['Hat', 'Sunscreen'],
      dailyItinerary: ['Board at the jetty', 'Spot dolphins'],
      included: ['Lunch'],
    },
    nl: { name: 'Test Riviercruise', whatToBring: ['Hoed'] },
  },
};

export const sampleEvent = {
  date: '2030-06-15T12:00:00-03:00',
  price: 25,
  imageUrl: null,
  isFeatured: false,
  translations: {
    en: { name: 'Test Kaseko Night', description: 'Live kaseko until late.', category: 'Live Music', time: '9:00 PM', location: 'Fort Zeelandia' },
    nl: { name: 'Test Kasekoavond', time: '21:00 uur' },
  },
};

export const sampleNews = {
  imageUrl: 'https://images.example.test/news.jpg',
  isFeatured: false,
  translations: {
    en: { title: 'Test Festival Announced', content: 'A new festival comes to Paramaribo.', category: 'Culture', excerpt: 'A new festival.' },
    nl: { title: 'Test Festival Aangekondigd', content: '', category: '', excerpt: '' },
  },
};

/** A photo-like JPEG of the given size. */
export function makeJpeg(width = 1200, height = 900, withGps = false): Promise<Buffer> {
  let img = sharp({ create: { width, height, channels: 3, background: '#3b82f6', noise: { type: 'gaussian', mean: 120, sigma: 30 } } });
  if (withGps) {
    img = img
      .withExif({
        IFD0: { Make: 'SecretPhoneCo', Model: 'Model-X1', Copyright: 'private' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 49/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '55/1 10/1 5678/100' },
      })
      .withMetadata({ orientation: 6 });
  }
  return img.jpeg({ quality: 85 }).toBuffer();
}

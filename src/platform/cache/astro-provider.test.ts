import { afterEach, expect, it } from 'vitest';
import { installServerClock, systemClock } from '~/platform/clock/server-clock';
import createGuideCacheProvider from './astro-provider';
import { INTERNAL_CACHE_HEADER, INTERNAL_TAGS_HEADER } from './cache-policy';

afterEach(() => installServerClock(systemClock));

it("caps a page's age at the next Paramaribo midnight by the server's clock", () => {
  const provider = createGuideCacheProvider({});
  // 23:58:20 in Paramaribo (UTC-3): 100 seconds to midnight.
  installServerClock(() => new Date('2026-11-27T02:58:20Z'));
  const late = provider.setHeaders({ maxAge: 3600, tags: ['restaurants', 'home'] });
  expect(late.get(INTERNAL_CACHE_HEADER)).toBe('max-age=100');
  expect(late.get(INTERNAL_TAGS_HEADER)).toBe('restaurants, home');
  // Noon: the rule's own age.
  installServerClock(() => new Date('2026-11-27T15:00:00Z'));
  expect(provider.setHeaders({ maxAge: 3600, swr: 60 }).get(INTERNAL_CACHE_HEADER)).toBe('max-age=3600, swr=60');
});

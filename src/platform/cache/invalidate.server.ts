/** Clears cached public pages after an admin write, so visitors see the new state at once. */
import type { APIContext } from 'astro';
import type { ContentTag } from './route-rules';

export type { ContentTag } from './route-rules';

/**
 * Invalidates every cached page and API answer carrying one of the tags, in both languages (see
 * route-rules.ts for which pages carry which tag). Call it after the write has committed. Does
 * nothing where no route cache runs (astro dev): pages are rendered fresh there anyway.
 */
export async function invalidateContent(context: Pick<APIContext, 'cache'>, tags: ContentTag[]): Promise<void> {
  const cache = context.cache as APIContext['cache'] | undefined;
  if (!cache?.enabled) return;
  await cache.invalidate({ tags });
}

/**
 * One nanostore per content kind holding the admin table's rows: loaded newest first in pages of
 * PAGE_SIZE, reloaded after every change so the table shows the server's state.
 */
import { atom, type WritableAtom } from 'nanostores';
import { apiRequest } from '~/features/admin/lib/api';

const PAGE_SIZE = 100;

interface ContentListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  /** True when the last page was full, so there may be more rows. */
  hasMore: boolean;
  loadingMore: boolean;
}

export interface ContentStore<T extends { id: number }> {
  $list: WritableAtom<ContentListState<T>>;
  /** Loads the first page again (after a change, or on first view). */
  reload: () => Promise<void>;
  /** Appends the next page. */
  loadMore: () => Promise<void>;
}

/** A store for GET /api/admin/{kind}. */
export function createContentStore<T extends { id: number }>(path: string): ContentStore<T> {
  const $list = atom<ContentListState<T>>({ status: 'idle', items: [], hasMore: false, loadingMore: false });
  let generation = 0;

  const reload = async () => {
    const mine = ++generation;
    $list.set({ ...$list.get(), status: $list.get().items.length > 0 ? 'ready' : 'loading' });
    try {
      const items = await apiRequest<T[]>('GET', `${path}?limit=${PAGE_SIZE}`);
      // A slower, older request must not overwrite a newer answer.
      if (mine === generation) $list.set({ status: 'ready', items, hasMore: items.length === PAGE_SIZE, loadingMore: false });
    } catch {
      if (mine === generation) $list.set({ ...$list.get(), status: 'error', loadingMore: false });
    }
  };

  const loadMore = async () => {
    const state = $list.get();
    const last = state.items[state.items.length - 1];
    if (!last || state.loadingMore) return;
    const mine = generation;
    $list.set({ ...state, loadingMore: true });
    try {
      const more = await apiRequest<T[]>('GET', `${path}?limit=${PAGE_SIZE}&cursor=${last.id}`);
      if (mine === generation) $list.set({ status: 'ready', items: [...state.items, ...more], hasMore: more.length === PAGE_SIZE, loadingMore: false });
    } catch {
      if (mine === generation) $list.set({ ...$list.get(), loadingMore: false });
    }
  };

  return { $list, reload, loadMore };
}

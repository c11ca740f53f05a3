/** The red toast of a refused request: the server's message in the page's language, or the fallback text. */
import { getErrorMessage } from '~/features/admin/lib/api';
import { localizeMessage } from '~/features/admin/lib/messages';
import type { AdminTranslate } from '~/features/admin/lib/strings';
import { showToast } from './toast-store';

/** Shows `title` with what the server said about `error` (or `fallback` when it said nothing usable). */
export function showFailureToast(t: AdminTranslate, title: string, error: unknown, fallback: string) {
  showToast({ title, description: localizeMessage(t, getErrorMessage(error, fallback)), variant: 'destructive' });
}

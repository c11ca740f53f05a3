/** The admin toast: one at a time (spec section 9); a new toast replaces the shown one. */
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** The toast on screen, or null. */
export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;

/** Shows a toast, replacing any toast on screen. */
export function showToast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  $toast.set({ id, title: input.title, description: input.description, variant: input.variant ?? 'default' });
  return id;
}

/** Removes the toast with this id if it is still the one shown. */
export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}

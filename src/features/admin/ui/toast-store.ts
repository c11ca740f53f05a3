/** The admin toast: one at a time (spec section 9); a new toast replaces the shown one. */
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast (the 'Undo' after a delete). */
export interface ToastAction {
  label: string;
  /** What a screen reader user hears as the way to do it without the toast (Radix Toast.Action's altText). */
  altText: string;
  onAction: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  /** How long it stays, in ms (5000 by default; an undo stays for its window). */
  duration?: number;
}

/** The toast on screen, or null. */
export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;

/** Shows a toast, replacing any toast on screen. */
export function showToast(input: { title: string; description?: string; variant?: ToastVariant; action?: ToastAction; duration?: number }): number {
  const id = nextId++;
  $toast.set({ id, title: input.title, description: input.description, variant: input.variant ?? 'default', action: input.action, duration: input.duration });
  return id;
}

/** Removes the toast with this id if it is still the one shown. */
export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}

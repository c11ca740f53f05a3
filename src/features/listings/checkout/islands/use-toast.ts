/** Local toast state for a checkout island: one toast at a time, a new one replaces the old. */
import { useCallback, useState } from 'react';
import type { ToastMessage } from './Toast';

let nextId = 1;

/** The current toast and functions to show and close it. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((title: string, text: string, variant: ToastMessage['variant'] = 'error') => {
    setToast({ id: nextId++, title, text, variant });
  }, []);
  const close = useCallback(() => setToast(null), []);
  return { toast, show, close };
}

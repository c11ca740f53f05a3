/** Everything an admin island needs around it: strings, tooltips and the toast viewport. */
import type { ReactNode } from 'react';
import { AdminStringsProvider, type AdminStrings } from '~/features/admin/lib/strings';
import { Toaster } from './Toaster';
import { TooltipProvider } from './Tooltip';

/** Wraps an admin island's content; mount once at its root. */
export function AdminProviders({ strings, lang, children }: { strings: AdminStrings; lang: 'en' | 'nl'; children: ReactNode }) {
  return (
    <AdminStringsProvider strings={strings} lang={lang}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </AdminStringsProvider>
  );
}

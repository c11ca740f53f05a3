/**
 * The admin strings of the page's language, handed to the islands as a prop and shared through a
 * context so every admin component reads them with `useAdminStrings()`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type adminArea from '~/features/admin/strings';
import type adminContentArea from '~/features/admin/content/strings';
import type { ordersStrings as adminOrdersArea } from '~/features/listings';
import type { authStrings as adminSecurityArea } from '~/features/auth';

/** Keys of the admin areas (src/i18n/strings/admin.ts, admin-content.ts, admin-orders.ts and admin-security.ts). */
export type AdminStringKey = (
  keyof (typeof adminArea)['en'] | keyof (typeof adminContentArea)['en'] | keyof (typeof adminOrdersArea)['en'] | keyof (typeof adminSecurityArea)['en']
) &
  string;
/** The admin strings in one language, as the page picks them. */
export type AdminStrings = Record<AdminStringKey, string>;
/** Looks up a string and fills its `{name}` placeholders. */
export type AdminTranslate = (key: AdminStringKey, params?: Record<string, string | number>) => string;

export interface AdminStringsValue {
  t: AdminTranslate;
  lang: 'en' | 'nl';
  strings: AdminStrings;
}

const AdminStringsContext = createContext<AdminStringsValue | null>(null);

/** Makes the page's admin strings available to every admin component below it. */
export function AdminStringsProvider({ strings, lang, children }: { strings: AdminStrings; lang: 'en' | 'nl'; children: ReactNode }) {
  const value = useMemo<AdminStringsValue>(
    () => ({
      strings,
      lang,
      t: (key, params) => {
        const template = strings[key] ?? key;
        if (!params) return template;
        return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
      },
    }),
    [strings, lang],
  );
  return <AdminStringsContext.Provider value={value}>{children}</AdminStringsContext.Provider>;
}

/** The translator, language and raw strings of the admin page. */
export function useAdminStrings(): AdminStringsValue {
  const value = useContext(AdminStringsContext);
  if (!value) throw new Error('useAdminStrings must be used within an AdminStringsProvider');
  return value;
}

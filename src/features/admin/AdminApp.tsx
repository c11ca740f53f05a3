/**
 * The admin dashboard island (spec section 2 'Admin dashboard'): header with the admin's name and
 * Logout, the four stat cards, and the tabs. Tab bodies live in tabs/ and settings/.
 */
import { useStore } from '@nanostores/react';
import { Tabs } from 'radix-ui';
import { useEffect, useState, type ComponentType } from 'react';
import { EmailsTab } from '~/features/mail/admin';
import { NewsletterTab } from '~/features/newsletter/admin';
import { ReviewsTab, ReviewsTabBadge } from '~/features/reviews/admin';
import { apiRequest } from './lib/api';
import { clearAdminStorage, setFlashToast, showFlashToast } from './lib/flash';
import { $session, clearAdminCaches, loadSession, seedSession, type CurrentAdmin, type SessionState } from './lib/session';
import { useAdminStrings, type AdminStringKey, type AdminStrings } from './lib/strings';
import { StatCards } from './StatCards';
import { EventsTab } from '~/features/events/admin';
import { NewsTab } from '~/features/news/admin';
import { ListingsTab, ListingsTabBadge, OrdersTab } from '~/features/listings/admin';
import { RestaurantsTab } from '~/features/restaurants/admin';
import SettingsTab from './tabs/SettingsTab';
import { ToursTab } from '~/features/tours/admin';
import UsersTab from './tabs/UsersTab';
import { AdminProviders } from './ui/AdminProviders';
import OrdersTabBadge from './ui/OrdersTabBadge';
import { useOverflowCue } from './ui/use-overflow-cue';

interface AdminAppProps {
  strings: AdminStrings;
  lang: 'en' | 'nl';
  /** The admin the server resolved for this page (null makes the island ask /api/admin/me). */
  initialAdmin: CurrentAdmin | null;
  /** /admin/login or /nl/admin/login. */
  loginPath: string;
}

/**
 * The dashboard's tabs in order: the content, then the business (orders, listings, reviews), the mail, and the
 * admin's own (users, settings). `Badge` (optional) shows a count beside the name.
 */
const TABS: { value: string; label: AdminStringKey; Body: ComponentType; Badge?: ComponentType }[] = [
  { value: 'restaurants', label: 'admin.tab.restaurants', Body: RestaurantsTab },
  { value: 'tours', label: 'admin.tab.tours', Body: ToursTab },
  { value: 'events', label: 'admin.tab.events', Body: EventsTab },
  { value: 'news', label: 'admin.tab.news', Body: NewsTab },
  { value: 'orders', label: 'admin.tab.orders', Body: OrdersTab, Badge: OrdersTabBadge },
  { value: 'listings', label: 'admin.tab.listings', Body: ListingsTab, Badge: ListingsTabBadge },
  { value: 'reviews', label: 'admin.tab.reviews', Body: ReviewsTab, Badge: ReviewsTabBadge },
  { value: 'emails', label: 'admin.tab.emails', Body: EmailsTab },
  { value: 'newsletter', label: 'admin.tab.newsletter', Body: NewsletterTab },
  { value: 'users', label: 'admin.tab.users', Body: UsersTab },
  { value: 'settings', label: 'admin.tab.settings', Body: SettingsTab },
];

function readTabFromHash(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return TABS.some((tab) => tab.value === hash) ? hash : 'restaurants';
}

function Dashboard({ admin, loginPath }: { admin: CurrentAdmin; loginPath: string }) {
  const { t } = useAdminStrings();
  const [tab, setTab] = useState('restaurants');
  const [leaving, setLeaving] = useState(false);
  const tabList = useOverflowCue<HTMLDivElement>();
  useEffect(() => {
    setTab(readTabFromHash());
    showFlashToast();
  }, []);
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, tabList]);

  const logout = async () => {
    setLeaving(true);
    try {
      await apiRequest('POST', '/api/admin/logout');
    } catch {
      // The spec ends on the login screen even when logout fails.
    }
    clearAdminCaches();
    clearAdminStorage();
    setFlashToast({ title: t('admin.shell.loggedOut') });
    window.location.assign(loginPath);
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('admin.shell.title')}</h1>
          <p className="text-base-content/70">{t('admin.shell.welcome', { username: admin.username })}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={() => void logout()} disabled={leaving}>
          {leaving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('admin.shell.logout')}
        </button>
      </header>
      <StatCards />
      <Tabs.Root
        className="min-w-0"
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          window.history.replaceState(null, '', `#${value}`);
        }}
      >
        {/* On a narrow screen the tabs scroll sideways; a fade at the edge shows more tabs lie that way (admin.css). */}
        <Tabs.List ref={tabList} aria-label={t('admin.shell.sections')} className="admin-tabs tabs tabs-box flex-nowrap overflow-x-auto">
          {TABS.map(({ value, label, Badge }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="tab shrink-0 whitespace-nowrap text-base-content/80 aria-selected:font-semibold aria-selected:text-base-content"
            >
              {t(label)}
              {Badge && <Badge />}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Body }) => (
          <Tabs.Content key={value} value={value} className="mt-4 focus-visible:outline-none">
            <Body />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function SessionGate({ initialAdmin, loginPath }: { initialAdmin: CurrentAdmin | null; loginPath: string }) {
  const { t } = useAdminStrings();
  const stored = useStore($session);
  // The server already checked the session: render with its admin (same on server and client), no spinner flash.
  const session: SessionState = stored.status === 'loading' && initialAdmin ? { status: 'signed-in', admin: initialAdmin } : stored;
  useEffect(() => {
    seedSession(initialAdmin);
    void loadSession();
  }, [initialAdmin]);
  useEffect(() => {
    if (session.status === 'signed-out') window.location.replace(loginPath);
  }, [session.status, loginPath]);
  if (session.status !== 'signed-in') {
    return (
      <div className="grid min-h-[60vh] place-items-center" role="status">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{t('admin.shell.checking')}</span>
      </div>
    );
  }
  return <Dashboard admin={session.admin} loginPath={loginPath} />;
}

/** The dashboard island; mount with client:load on /admin and /nl/admin. */
export default function AdminApp({ strings, lang, initialAdmin, loginPath }: AdminAppProps) {
  return (
    <AdminProviders strings={strings} lang={lang}>
      <SessionGate initialAdmin={initialAdmin} loginPath={loginPath} />
    </AdminProviders>
  );
}

/**
 * Strings of the admin tables' search, sort, thumbnails, 'View on site' links and the Orders tab's badge.
 * Only the admin islands use them, so they come with the island's code (as orders-strings does) in the admin's language.
 */
import { defineStrings } from '~/platform/i18n/define';
import { useAdminStrings } from '~/features/admin/lib/strings';

const tableStrings = defineStrings(
  {
    'adminTable.search': 'Search',
    'adminTable.searchHint': 'By name, category or location',
    'adminTable.clear': 'Clear search',
    'adminTable.count': '{shown} of {total}',
    'adminTable.countLabel': '{shown} of {total} shown',
    'adminTable.noMatch': 'Nothing matches “{query}”.',
    'adminTable.image': 'Image',
    'adminTable.noImage': 'No image',
    'adminTable.view': 'View on site',
    'adminTable.viewLabel': 'View {name} on the site (opens in a new tab)',
    'adminTable.sortBy': 'Sort by',
    'adminTable.ordersWaiting': '{count} waiting',
    'adminTable.hint.listings': 'By name, entry, owner, status or order number',
    'adminTable.hint.reviews': 'By place, writer, email or text, on this page',
    'adminTable.hint.emails': 'By recipient, subject, event, status or order number',
    'adminTable.hint.newsletter': 'By email address, status or language',
    'adminTable.hint.users': 'By username or email address',
    'adminTable.hint.orders': 'By business, contact, email, order number or status',
  },
  {
    'adminTable.search': 'Zoeken',
    'adminTable.searchHint': 'Op naam, categorie of locatie',
    'adminTable.clear': 'Zoekopdracht wissen',
    'adminTable.count': '{shown} van {total}',
    'adminTable.countLabel': '{shown} van {total} getoond',
    'adminTable.noMatch': 'Niets gevonden voor “{query}”.',
    'adminTable.image': 'Afbeelding',
    'adminTable.noImage': 'Geen afbeelding',
    'adminTable.view': 'Bekijk op de site',
    'adminTable.viewLabel': '{name} bekijken op de site (opent in een nieuw tabblad)',
    'adminTable.sortBy': 'Sorteren op',
    'adminTable.ordersWaiting': '{count} wachtend',
    'adminTable.hint.listings': 'Op naam, item, eigenaar, status of bestelnummer',
    'adminTable.hint.reviews': 'Op plek, schrijver, e-mail of tekst, op deze pagina',
    'adminTable.hint.emails': 'Op ontvanger, onderwerp, aanleiding, status of bestelnummer',
    'adminTable.hint.newsletter': 'Op e-mailadres, status of taal',
    'adminTable.hint.users': 'Op gebruikersnaam of e-mailadres',
    'adminTable.hint.orders': 'Op bedrijf, contactpersoon, e-mail, bestelnummer of status',
  },
);

export type TableStringKey = keyof (typeof tableStrings)['en'] & string;

/** The translator of these strings in the admin's language, and that language. */
export function useTableStrings(): { t: (key: TableStringKey, params?: Record<string, string | number>) => string; lang: 'en' | 'nl' } {
  const { lang } = useAdminStrings();
  const dict: Record<TableStringKey, string> = tableStrings[lang];
  const t = (key: TableStringKey, params?: Record<string, string | number>) => {
    const template = dict[key] ?? key;
    return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
  };
  return { t, lang };
}

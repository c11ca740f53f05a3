import { defineStrings } from '~/platform/i18n/define';

/** Saved places for offline use (issue 19): the heart button and the Saved page. */
export default defineStrings(
  {
    'saved.save': 'Save {name}',
    'saved.link': 'Saved places',
    'saved.title': 'Saved places',
    'saved.intro': 'Places you saved on this device. They open without a connection.',
    'saved.empty': 'Nothing saved yet — tap the heart on a restaurant, tour or event to keep it for offline use.',
    'saved.noscript': 'This page needs JavaScript to read the places saved on this device.',
    'saved.remove': 'Remove {name}',
    'saved.removeShort': 'Remove',
    'saved.open': 'Open',
    'saved.kind.restaurant': 'Restaurant',
    'saved.kind.tour': 'Tour',
    'saved.kind.event': 'Event',
    'saved.offlineLink': 'See your saved places',
  },
  {
    'saved.save': '{name} bewaren',
    'saved.link': 'Bewaarde plekken',
    'saved.title': 'Bewaarde plekken',
    'saved.intro': 'Plekken die je op dit apparaat hebt bewaard. Ze openen ook zonder verbinding.',
    'saved.empty': 'Nog niets bewaard — tik op het hartje bij een restaurant, tour of evenement om het offline te bewaren.',
    'saved.noscript': 'Deze pagina heeft JavaScript nodig om de plekken te lezen die op dit apparaat zijn bewaard.',
    'saved.remove': '{name} verwijderen',
    'saved.removeShort': 'Verwijderen',
    'saved.open': 'Openen',
    'saved.kind.restaurant': 'Restaurant',
    'saved.kind.tour': 'Tour',
    'saved.kind.event': 'Evenement',
    'saved.offlineLink': 'Bekijk je bewaarde plekken',
  },
);

import { defineStrings } from '~/platform/i18n/define';

/** The installable app (web app manifest) and the offline page the service worker shows (issue 19). */
export default defineStrings(
  {
    'app.shortName': 'SR Guide',
    'app.description': 'Restaurants, tours, nightlife and news for your trip to Suriname, also when you have no signal.',
    'offline.title': 'You are offline',
    'offline.heading': 'You are offline',
    'offline.text': 'This page has not been saved on this device, so it cannot be shown without a connection.',
    'offline.hint': 'Pages you opened before still work offline. Try this page again when you have signal.',
    'offline.home': 'Go to the home page',
  },
  {
    'app.shortName': 'SR Gids',
    'app.description': 'Restaurants, tours, uitgaan en nieuws voor je reis naar Suriname, ook als je geen bereik hebt.',
    'offline.title': 'Je bent offline',
    'offline.heading': 'Je bent offline',
    'offline.text': 'Deze pagina is niet op dit apparaat opgeslagen en kan daarom zonder verbinding niet worden getoond.',
    'offline.hint': "Pagina's die je eerder hebt geopend, werken offline nog wel. Probeer deze pagina opnieuw als je weer bereik hebt.",
    'offline.home': 'Naar de startpagina',
  },
);

import { defineStrings } from '~/platform/i18n/define';

/** Strings of the news area and the newsletter box (shared by the home and news pages). */
export default defineStrings(
  {
    'meta.news.title': 'Suriname Travel News | Suriname Guide',
    'meta.news.description':
      'Travel news, culture, food and events from Suriname: the latest stories for visitors and locals.',
    'news.title': 'Travel News',
    'news.subtitle': 'Stories about culture, nature, food and travel in Suriname.',
    'news.featured': 'Featured Story',
    'news.all': 'All Articles',
    'news.empty': 'No articles yet. Check back soon!',
    'news.readMore': 'Read More',
    'news.readMoreAbout': 'Read more: {title}',
    'news.readFull': 'Read Full Article',
    'news.readNotBuilt': 'Full articles are not available yet: the article page has not been built.',
    'newsletter.title': 'Stay Updated',
    'newsletter.text': 'Join 5,000+ travelers who get our newsletter with the best new restaurants, tours and events in Suriname.',
    'newsletter.emailLabel': 'Email address',
    'newsletter.placeholder': 'you@example.com',
    'newsletter.subscribe': 'Subscribe',
    'newsletter.notBuilt': 'Newsletter sign-up is not implemented yet. Thank you for your interest!',
    'newsletter.privacy': 'No spam. Unsubscribe at any time.',
  },
  {
    'meta.news.title': 'Reisnieuws uit Suriname | Suriname Gids',
    'meta.news.description':
      'Reisnieuws, cultuur, eten en evenementen uit Suriname: de nieuwste verhalen voor bezoekers en Surinamers.',
    'news.title': 'Reisnieuws',
    'news.subtitle': 'Verhalen over cultuur, natuur, eten en reizen in Suriname.',
    'news.featured': 'Uitgelicht verhaal',
    'news.all': 'Alle artikelen',
    'news.empty': 'Nog geen artikelen. Kijk binnenkort nog eens!',
    'news.readMore': 'Lees meer',
    'news.readMoreAbout': 'Lees meer: {title}',
    'news.readFull': 'Lees het hele artikel',
    'news.readNotBuilt': 'Hele artikelen lezen kan nog niet: de artikelpagina is nog niet gebouwd.',
    'newsletter.title': 'Blijf op de hoogte',
    'newsletter.text': 'Sluit je aan bij 5.000+ reizigers die onze nieuwsbrief krijgen met de beste nieuwe restaurants, tours en evenementen in Suriname.',
    'newsletter.emailLabel': 'E-mailadres',
    'newsletter.placeholder': 'jij@voorbeeld.com',
    'newsletter.subscribe': 'Aanmelden',
    'newsletter.notBuilt': 'Aanmelden voor de nieuwsbrief kan nog niet. Bedankt voor je interesse!',
    'newsletter.privacy': 'Geen spam. Je kunt je altijd weer afmelden.',
  },
);

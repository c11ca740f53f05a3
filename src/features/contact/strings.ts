import { defineStrings } from '~/platform/i18n/define';

/** Strings of the contact area: contact cards, listing packages, why partner. */
export default defineStrings(
  {
    'contact.meta.title': 'Contact & Business Listings – Suriname Guide',
    'contact.meta.description': 'Get in touch with Suriname Guide and list your restaurant, tour or event in front of visitors to Suriname.',
    'contact.hero.title': 'Get in Touch & Grow Your Business',
    'contact.hero.text': 'Questions about the guide, or ready to reach travellers? Contact us or choose a listing package for your restaurant, tour or event.',
    'contact.cards.title': 'Contact us',
    'contact.phone': 'Phone',
    'contact.email': 'Email',
    'contact.hours': 'Business Hours',
    'contact.hoursWeekdays': 'Mon-Fri 9AM-6PM',
    'contact.hoursSaturday': 'Sat 10:00-16:00',
    'contact.hoursSunday': 'Sun closed',
    'contact.packages.title': 'Listing Packages',
    'contact.packages.text': 'Every package runs for 3 months. Pay by card in USD or by bank transfer in SRD.',
    'contact.why.title': 'Why Partner With Us',
    'contact.why.visibility.title': 'More visibility',
    'contact.why.visibility.text': 'Reach visitors who plan their trip to Suriname with our guide, in English and Dutch.',
    'contact.why.found.title': 'Found when they search',
    'contact.why.found.text': "Your listing shows in the lists, in the guide's search and on the phones of visitors who save it, even without a signal.",
    'contact.why.audience.title': 'The right audience',
    'contact.why.audience.text': 'Travellers and locals looking for exactly what you offer: food, adventure and nights out.',
    'contact.why.care.title': 'Help from real people',
    'contact.why.care.text':
      'Questions about your listing? Call or email us during business hours. We remind you before your listing ends, so it never lapses by surprise.',
  },
  {
    'contact.meta.title': 'Contact en bedrijfsvermeldingen – Suriname Gids',
    'contact.meta.description': 'Neem contact op met de Suriname Gids en zet je restaurant, tour of evenement in beeld bij bezoekers van Suriname.',
    'contact.hero.title': 'Neem contact op en laat je bedrijf groeien',
    'contact.hero.text':
      'Vragen over de gids, of klaar om reizigers te bereiken? Neem contact met ons op of kies een vermeldingspakket voor je restaurant, tour of evenement.',
    'contact.cards.title': 'Contact',
    'contact.phone': 'Telefoon',
    'contact.email': 'E-mail',
    'contact.hours': 'Openingstijden',
    'contact.hoursWeekdays': 'Ma-vr 9:00-18:00',
    'contact.hoursSaturday': 'Za 10:00-16:00',
    'contact.hoursSunday': 'Zo gesloten',
    'contact.packages.title': 'Vermeldingspakketten',
    'contact.packages.text': 'Elk pakket loopt 3 maanden. Betaal met een creditcard in USD of per bankoverschrijving in SRD.',
    'contact.why.title': 'Waarom partner worden',
    'contact.why.visibility.title': 'Meer zichtbaarheid',
    'contact.why.visibility.text': 'Bereik bezoekers die hun reis naar Suriname met onze gids plannen, in het Nederlands en Engels.',
    'contact.why.found.title': 'Gevonden als ze zoeken',
    'contact.why.found.text':
      'Je vermelding staat in de lijsten, in de zoekfunctie van de gids en op de telefoon van bezoekers die haar bewaren, ook zonder bereik.',
    'contact.why.audience.title': 'Het juiste publiek',
    'contact.why.audience.text': 'Reizigers en bewoners die precies zoeken wat jij biedt: eten, avontuur en uitgaan.',
    'contact.why.care.title': 'Hulp van echte mensen',
    'contact.why.care.text':
      'Vragen over je vermelding? Bel of mail ons tijdens kantooruren. We herinneren je eraan voordat je vermelding afloopt, zodat die nooit onverwacht verdwijnt.',
  },
);

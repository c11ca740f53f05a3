/** The words of the newsletter emails (issue 18), English and Dutch side by side. */
import { defineStrings } from '~/platform/i18n/define';

export const newsletterMailStrings = defineStrings(
  {
    'nl.confirm.subject': 'Please confirm your Suriname Guide newsletter subscription',
    'nl.confirm.heading': 'One more step',
    'nl.confirm.greeting': 'Hello,',
    'nl.confirm.intro': 'Someone, hopefully you, asked to receive the Suriname Guide newsletter at this address.',
    'nl.confirm.next': 'Confirm with the button below within {days} days. If it was not you, ignore this email: you will not be subscribed.',
    'nl.confirm.action': 'Confirm my subscription',
    'nl.why': 'You receive this email because this address was entered in the newsletter form on {site}.',
    'nl.unsubscribe': 'Unsubscribe',
  },
  {
    'nl.confirm.subject': 'Bevestig je aanmelding voor de nieuwsbrief van Suriname Gids',
    'nl.confirm.heading': 'Nog één stap',
    'nl.confirm.greeting': 'Hallo,',
    'nl.confirm.intro': 'Iemand, hopelijk jij, heeft gevraagd om de nieuwsbrief van Suriname Gids op dit adres te ontvangen.',
    'nl.confirm.next': 'Bevestig binnen {days} dagen met de knop hieronder. Was jij het niet? Negeer dan deze e-mail: je wordt niet aangemeld.',
    'nl.confirm.action': 'Mijn aanmelding bevestigen',
    'nl.why': 'Je ontvangt deze e-mail omdat dit adres is ingevuld in het nieuwsbriefformulier op {site}.',
    'nl.unsubscribe': 'Afmelden',
  },
);
export type NewsletterMailKey = keyof typeof newsletterMailStrings.en;

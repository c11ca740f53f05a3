import { defineStrings } from '~/platform/i18n/define';

/** Strings of the newsletter pages (issue 18): sign-up result, confirm and unsubscribe. */
export default defineStrings(
  {
    'meta.newsletter.title': 'Newsletter | Suriname Guide',
    'meta.newsletter.description': 'The Suriname Guide newsletter: new restaurants, tours and events in Suriname.',
    'newsletter.page.title': 'Newsletter',
    'newsletter.sent.title': 'Check your inbox',
    'newsletter.sent.text':
      'If this address can be subscribed, an email with a confirmation link is on its way. Open it within 7 days to confirm. No email? Check your spam folder or sign up again.',
    'newsletter.invalid': 'Please enter a valid email address.',
    'newsletter.confirm.title': 'Confirm your subscription',
    'newsletter.confirm.text': 'Press the button to start receiving the Suriname Guide newsletter.',
    'newsletter.confirm.button': 'Confirm subscription',
    'newsletter.confirm.done': 'Thank you! You are subscribed to the Suriname Guide newsletter.',
    'newsletter.confirm.expired': 'This confirmation link has expired. Sign up again below to get a new one.',
    'newsletter.confirm.unknown': 'This confirmation link is not valid or has already been used.',
    'newsletter.unsubscribe.title': 'Unsubscribe',
    'newsletter.unsubscribe.text': 'Press the button to stop receiving the Suriname Guide newsletter.',
    'newsletter.unsubscribe.button': 'Unsubscribe',
    'newsletter.unsubscribe.done': 'You are unsubscribed. You will get no more newsletters from us.',
    'newsletter.unsubscribe.unknown': 'This unsubscribe link is not valid.',
    'newsletter.home': 'Back to the home page',
  },
  {
    'meta.newsletter.title': 'Nieuwsbrief | Suriname Gids',
    'meta.newsletter.description': 'De nieuwsbrief van Suriname Gids: nieuwe restaurants, tours en evenementen in Suriname.',
    'newsletter.page.title': 'Nieuwsbrief',
    'newsletter.sent.title': 'Kijk in je inbox',
    'newsletter.sent.text':
      'Als dit adres kan worden aangemeld, is er een e-mail met een bevestigingslink onderweg. Open hem binnen 7 dagen om te bevestigen. Geen e-mail? Kijk in je spammap of meld je opnieuw aan.',
    'newsletter.invalid': 'Vul een geldig e-mailadres in.',
    'newsletter.confirm.title': 'Bevestig je aanmelding',
    'newsletter.confirm.text': 'Druk op de knop om de nieuwsbrief van Suriname Gids te gaan ontvangen.',
    'newsletter.confirm.button': 'Aanmelding bevestigen',
    'newsletter.confirm.done': 'Bedankt! Je bent aangemeld voor de nieuwsbrief van Suriname Gids.',
    'newsletter.confirm.expired': 'Deze bevestigingslink is verlopen. Meld je hieronder opnieuw aan voor een nieuwe link.',
    'newsletter.confirm.unknown': 'Deze bevestigingslink is niet geldig of al gebruikt.',
    'newsletter.unsubscribe.title': 'Afmelden',
    'newsletter.unsubscribe.text': 'Druk op de knop om de nieuwsbrief van Suriname Gids niet meer te ontvangen.',
    'newsletter.unsubscribe.button': 'Afmelden',
    'newsletter.unsubscribe.done': 'Je bent afgemeld. Je krijgt geen nieuwsbrieven meer van ons.',
    'newsletter.unsubscribe.unknown': 'Deze afmeldlink is niet geldig.',
    'newsletter.home': 'Terug naar de startpagina',
  },
);

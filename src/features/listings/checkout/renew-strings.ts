import { defineStrings } from '~/platform/i18n/define';

/** Strings of the renewal checkout (issue 17): /checkout?renew=<token> from a reminder email. */
export default defineStrings(
  {
    'renew.title': 'Renew your listing',
    'renew.running':
      'You are renewing the {plan} of {business}. It runs until {date}; pay now and the next three months start when it ends, so you lose no days.',
    'renew.ended': 'You are renewing the {plan} of {business}. It ended on {date}; the next three months start when your payment is confirmed.',
    'renew.prefilled': 'We filled in the details of your last order. Check them, then choose how to pay.',
    'renew.invalid.title': 'This renewal link cannot be used',
    'renew.invalid.unknown': 'We do not recognise this renewal link. Please use the link from our latest email.',
    'renew.invalid.revoked': 'This renewal link was withdrawn. Please use the link from our latest email.',
    'renew.invalid.expired': 'This renewal link has expired.',
    'renew.invalid.next': 'You can still order a new listing below, or contact us and we will help you renew.',
    'renew.api.invalid': 'This renewal link is no longer valid; reload the page to order a new listing',
    'renew.api.planMismatch': 'This renewal link renews a listing of another plan',
  },
  {
    'renew.title': 'Je vermelding verlengen',
    'renew.running':
      'Je verlengt de {plan} van {business}. Die loopt tot en met {date}; betaal je nu, dan beginnen de volgende drie maanden pas als die afloopt: je verliest geen dagen.',
    'renew.ended': 'Je verlengt de {plan} van {business}. Die is op {date} afgelopen; de volgende drie maanden beginnen zodra je betaling is bevestigd.',
    'renew.prefilled': 'We hebben de gegevens van je vorige bestelling ingevuld. Controleer ze en kies daarna hoe je betaalt.',
    'renew.invalid.title': 'Deze verlenglink kan niet worden gebruikt',
    'renew.invalid.unknown': 'We herkennen deze verlenglink niet. Gebruik de link uit onze laatste e-mail.',
    'renew.invalid.revoked': 'Deze verlenglink is ingetrokken. Gebruik de link uit onze laatste e-mail.',
    'renew.invalid.expired': 'Deze verlenglink is verlopen.',
    'renew.invalid.next': 'Je kunt hieronder nog steeds een nieuwe vermelding bestellen, of neem contact met ons op, dan helpen we je met verlengen.',
    'renew.api.invalid': 'Deze verlenglink is niet meer geldig; laad de pagina opnieuw om een nieuwe vermelding te bestellen',
    'renew.api.planMismatch': 'Deze verlenglink hoort bij een vermelding van een ander pakket',
  },
);

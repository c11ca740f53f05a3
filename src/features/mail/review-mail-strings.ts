/** The words of the review confirmation email (issue 20), English and Dutch side by side. */
import { defineStrings } from '~/platform/i18n/define';

export const reviewMailStrings = defineStrings(
  {
    'rv.confirm.subject': 'Please confirm your review on Suriname Guide',
    'rv.confirm.heading': 'Confirm your review',
    'rv.confirm.greeting': 'Hello,',
    'rv.confirm.intro': 'Thank you for writing a review of {place}. Before our editors read it, please confirm that it was you.',
    'rv.confirm.next':
      'Confirm with the button below within {hours} hours. If it was not you, ignore this email: the review will not be published. If you review the same place again, the review you confirm last is the one we keep.',
    'rv.confirm.action': 'Confirm my review',
    'rv.why': 'You receive this email because this address was entered in the review form on {site}.',
  },
  {
    'rv.confirm.subject': 'Bevestig je review op Suriname Gids',
    'rv.confirm.heading': 'Bevestig je review',
    'rv.confirm.greeting': 'Hallo,',
    'rv.confirm.intro': 'Bedankt voor je review over {place}. Bevestig eerst dat jij het was; daarna leest onze redactie hem.',
    'rv.confirm.next':
      'Bevestig binnen {hours} uur met de knop hieronder. Was jij het niet? Negeer dan deze e-mail: de review wordt niet gepubliceerd. Schrijf je later opnieuw een review over dezelfde plek, dan houden we de review die je het laatst bevestigt.',
    'rv.confirm.action': 'Mijn review bevestigen',
    'rv.why': 'Je ontvangt deze e-mail omdat dit adres is ingevuld in het reviewformulier op {site}.',
  },
);
export type ReviewMailKey = keyof typeof reviewMailStrings.en;

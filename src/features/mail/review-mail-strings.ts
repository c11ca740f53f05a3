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
    'rv.confirm.subject': 'Bevestig je beoordeling op Suriname Gids',
    'rv.confirm.heading': 'Bevestig je beoordeling',
    'rv.confirm.greeting': 'Hallo,',
    'rv.confirm.intro': 'Bedankt voor je beoordeling over {place}. Bevestig eerst dat jij het was; daarna leest onze redactie die.',
    'rv.confirm.next':
      'Bevestig binnen {hours} uur met de knop hieronder. Was jij het niet? Negeer dan deze e-mail: de beoordeling wordt niet gepubliceerd. Schrijf je later opnieuw een beoordeling over dezelfde plek, dan houden we de beoordeling die je het laatst bevestigt.',
    'rv.confirm.action': 'Mijn beoordeling bevestigen',
    'rv.why': 'Je ontvangt deze e-mail omdat dit adres is ingevuld in het beoordelingsformulier op {site}.',
  },
);
export type ReviewMailKey = keyof typeof reviewMailStrings.en;

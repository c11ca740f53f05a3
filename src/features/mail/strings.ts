/**
 * The words of every email, English and Dutch side by side (Dutch typed against English, so a
 * missing translation fails the type check). `{name}` placeholders are filled by content.ts.
 */
import { defineStrings } from '~/platform/i18n/define';

export const mailStrings = defineStrings(
  {
    'mail.greeting': 'Hello {name},',
    'mail.adminGreeting': 'Hello,',
    'mail.signoff': 'Kind regards,',
    'mail.team': 'The Suriname Guide team',
    'mail.contact': 'Questions? Call us at {phone} or write to {email}.',
    'mail.why': 'You receive this email because of an order placed on {site}.',
    'mail.adminWhy': 'You receive this email as an administrator of {site}.',
    'mail.linkHint': 'If the button does not work, copy this address into your browser:',
    'mail.fact.reference': 'Order reference',
    'mail.fact.plan': 'Plan',
    'mail.fact.amount': 'Amount',
    'mail.fact.business': 'Business',
    'mail.fact.contact': 'Contact',
    'mail.fact.email': 'Email',
    'mail.fact.payment': 'Payment',
    'mail.fact.date': 'Date',
    'mail.fact.activeUntil': 'Listing active until',
    'mail.fact.bank': 'Bank',
    'mail.fact.accountName': 'Account name',
    'mail.fact.accountNumber': 'Account number',
    'mail.fact.quote': 'Quote with your transfer',
    'mail.fact.reason': 'Reason',
    'mail.method.creditcard': 'Card',
    'mail.method.banktransfer': 'Bank transfer',

    'mail.bankOrder.subject': 'Your order {reference}: bank transfer details',
    'mail.bankOrder.heading': 'Thank you for your order',
    'mail.bankOrder.intro':
      'We have received your order for the {plan} of {business}. Please transfer the amount below to our account and quote the reference {reference} with your transfer.',
    'mail.bankOrder.next': 'Then upload a photo or PDF of your transfer receipt, so we can confirm your payment quickly.',
    'mail.bankOrder.action': 'Upload your receipt',

    'mail.cardPaid.subject': 'Payment received for order {reference}',
    'mail.cardPaid.heading': 'Your payment is confirmed',
    'mail.cardPaid.intro': 'Thank you. We have received your card payment for the {plan} of {business}.',
    'mail.cardPaid.next':
      'What happens next: our team reviews your listing within 24 hours and it appears on the site once approved. We may contact you if we need more details.',
    'mail.cardPaid.action': 'Visit Suriname Guide',

    'mail.receiptReceived.subject': 'Receipt received for order {reference}',
    'mail.receiptReceived.heading': 'We have received your receipt',
    'mail.receiptReceived.intro': 'Thank you for sending the receipt of your bank transfer for the {plan} of {business}.',
    'mail.receiptReceived.next': 'We review it within 24 to 48 hours and write to you as soon as your payment is confirmed.',

    'mail.verified.subject': 'Payment confirmed for order {reference}',
    'mail.verified.heading': 'Your payment is confirmed',
    'mail.verified.intro': 'We have received your bank transfer for the {plan} of {business}.',
    'mail.paid.editor':
      'Next step: open your private listing editor with the button below and fill in your listing (in English, and in Dutch if you like). Our team reviews it, and your three months start on the day it goes live, so review time costs you nothing. Keep this link to yourself: anyone who has it can edit your listing.',
    'mail.paid.editorAction': 'Fill in your listing',
    'mail.paid.renewed': 'Your listing is renewed and now runs until {date}. No review is needed: it stays on the site as it is.',
    'mail.verified.action': 'Visit Suriname Guide',

    'mail.rejected.subject': 'We could not confirm the payment for order {reference}',
    'mail.rejected.heading': 'Your receipt was not accepted',
    'mail.rejected.intro': 'We could not confirm your bank transfer for the {plan} of {business}.',
    'mail.rejected.next':
      'Please upload a clear receipt of the transfer for this same order with the button below (no need to order again), or contact us if you think this is a mistake.',
    'mail.rejected.action': 'Upload a new receipt',

    'mail.adminOrder.subject': 'New order {reference} (bank transfer)',
    'mail.adminOrder.heading': 'A new order came in',
    'mail.adminOrder.intro': '{business} ordered the {plan} and will pay by bank transfer. The order waits for the payment.',
    'mail.adminOrder.action': 'Open the Orders tab',

    'mail.adminReceipt.subject': 'Receipt to review for order {reference}',
    'mail.adminReceipt.heading': 'A receipt is waiting for review',
    'mail.adminReceipt.intro': '{business} uploaded the receipt of their bank transfer. Please check it against the bank statement, then verify or reject it.',
    'mail.adminReceipt.action': 'Review the receipt',

    'mail.adminCard.subject': 'Card payment received for order {reference}',
    'mail.adminCard.heading': 'A card payment came in',
    'mail.adminCard.intro': '{business} paid for the {plan} by card. A new listing waits for the business to fill it in; a renewal needs nothing from you.',
    'mail.adminCard.action': 'Open the Orders tab',
    'mail.reminder14.subject': 'Your listing ends in two weeks (order {reference})',
    'mail.reminder14.heading': 'Your listing ends in two weeks',
    'mail.reminder14.intro': 'The {plan} of {business} on Suriname Guide runs until {date}.',
    'mail.reminder3.subject': 'Three days left: your listing ends soon (order {reference})',
    'mail.reminder3.heading': 'Your listing ends in three days',
    'mail.reminder3.intro': 'The {plan} of {business} on Suriname Guide runs until {date}.',
    'mail.endsToday.subject': 'Your listing ends today (order {reference})',
    'mail.endsToday.heading': 'Your listing ends today',
    'mail.endsToday.intro': 'The {plan} of {business} on Suriname Guide ends today, {date}.',
    'mail.renew.next': 'Renew before the end and the new three months start when the current period ends, so you lose no days.',
    'mail.renew.action': 'Renew your listing',
  },
  {
    'mail.greeting': 'Beste {name},',
    'mail.adminGreeting': 'Hallo,',
    'mail.signoff': 'Met vriendelijke groet,',
    'mail.team': 'Het team van Suriname Gids',
    'mail.contact': 'Vragen? Bel ons op {phone} of mail naar {email}.',
    'mail.why': 'Je ontvangt deze e-mail vanwege een bestelling op {site}.',
    'mail.adminWhy': 'Je ontvangt deze e-mail als beheerder van {site}.',
    'mail.linkHint': 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
    'mail.fact.reference': 'Bestelnummer',
    'mail.fact.plan': 'Pakket',
    'mail.fact.amount': 'Bedrag',
    'mail.fact.business': 'Bedrijf',
    'mail.fact.contact': 'Contactpersoon',
    'mail.fact.email': 'E-mail',
    'mail.fact.payment': 'Betaalwijze',
    'mail.fact.date': 'Datum',
    'mail.fact.activeUntil': 'Vermelding actief tot',
    'mail.fact.bank': 'Bank',
    'mail.fact.accountName': 'Ten name van',
    'mail.fact.accountNumber': 'Rekeningnummer',
    'mail.fact.quote': 'Vermelden bij je overschrijving',
    'mail.fact.reason': 'Reden',
    'mail.method.creditcard': 'Kaart',
    'mail.method.banktransfer': 'Bankoverschrijving',

    'mail.bankOrder.subject': 'Je bestelling {reference}: gegevens voor de overschrijving',
    'mail.bankOrder.heading': 'Bedankt voor je bestelling',
    'mail.bankOrder.intro':
      'We hebben je bestelling van de {plan} voor {business} ontvangen. Maak het bedrag hieronder over naar onze rekening en vermeld daarbij het bestelnummer {reference}.',
    'mail.bankOrder.next': 'Upload daarna een foto of pdf van je betaalbewijs, dan kunnen we je betaling snel bevestigen.',
    'mail.bankOrder.action': 'Betaalbewijs uploaden',

    'mail.cardPaid.subject': 'Betaling ontvangen voor bestelling {reference}',
    'mail.cardPaid.heading': 'Je betaling is bevestigd',
    'mail.cardPaid.intro': 'Bedankt! We hebben je kaartbetaling voor de {plan} van {business} ontvangen.',
    'mail.cardPaid.next':
      'Hoe nu verder: ons team bekijkt je vermelding binnen 24 uur en na goedkeuring verschijnt die op de site. Als we meer gegevens nodig hebben, nemen we contact met je op.',
    'mail.cardPaid.action': 'Naar Suriname Gids',

    'mail.receiptReceived.subject': 'Betaalbewijs ontvangen voor bestelling {reference}',
    'mail.receiptReceived.heading': 'We hebben je betaalbewijs ontvangen',
    'mail.receiptReceived.intro': 'Bedankt voor het betaalbewijs van je overschrijving voor de {plan} van {business}.',
    'mail.receiptReceived.next': 'We controleren het binnen 24 tot 48 uur en laten je weten zodra je betaling is bevestigd.',

    'mail.verified.subject': 'Betaling bevestigd voor bestelling {reference}',
    'mail.verified.heading': 'Je betaling is bevestigd',
    'mail.verified.intro': 'We hebben je overschrijving voor de {plan} van {business} ontvangen.',
    'mail.paid.editor':
      'Volgende stap: open met de knop hieronder je persoonlijke bewerkpagina en vul je vermelding in (in het Engels, en als je wilt ook in het Nederlands). Ons team controleert die, en je drie maanden beginnen op de dag dat je vermelding online komt: de controle kost je dus geen dagen. Deel deze link met niemand: wie hem heeft, kan je vermelding bewerken.',
    'mail.paid.editorAction': 'Vermelding invullen',
    'mail.paid.renewed': 'Je vermelding is verlengd en loopt nu tot en met {date}. Er is geen nieuwe controle nodig: de vermelding blijft zoals die is.',
    'mail.verified.action': 'Naar Suriname Gids',

    'mail.rejected.subject': 'We konden de betaling voor bestelling {reference} niet bevestigen',
    'mail.rejected.heading': 'Je betaalbewijs is niet goedgekeurd',
    'mail.rejected.intro': 'We konden je overschrijving voor de {plan} van {business} niet bevestigen.',
    'mail.rejected.next':
      'Upload met de knop hieronder een duidelijk betaalbewijs van de overschrijving voor dezelfde bestelling (je hoeft niet opnieuw te bestellen), of neem contact met ons op als je denkt dat dit een vergissing is.',
    'mail.rejected.action': 'Nieuw betaalbewijs uploaden',

    'mail.adminOrder.subject': 'Nieuwe bestelling {reference} (bankoverschrijving)',
    'mail.adminOrder.heading': 'Er is een nieuwe bestelling binnengekomen',
    'mail.adminOrder.intro': '{business} heeft de {plan} besteld en betaalt per bankoverschrijving. De bestelling wacht op de betaling.',
    'mail.adminOrder.action': 'Open het tabblad Bestellingen',

    'mail.adminReceipt.subject': 'Betaalbewijs te controleren voor bestelling {reference}',
    'mail.adminReceipt.heading': 'Er wacht een betaalbewijs op controle',
    'mail.adminReceipt.intro':
      '{business} heeft het betaalbewijs van de overschrijving geüpload. Vergelijk het met het bankafschrift en keur het daarna goed of af.',
    'mail.adminReceipt.action': 'Betaalbewijs bekijken',

    'mail.adminCard.subject': 'Kaartbetaling ontvangen voor bestelling {reference}',
    'mail.adminCard.heading': 'Er is een kaartbetaling binnengekomen',
    'mail.adminCard.intro':
      '{business} heeft de {plan} met een kaart betaald. Een nieuwe vermelding wacht tot het bedrijf die invult; een verlenging vraagt niets van je.',
    'mail.adminCard.action': 'Open het tabblad Bestellingen',
    'mail.reminder14.subject': 'Je vermelding loopt over twee weken af (bestelling {reference})',
    'mail.reminder14.heading': 'Je vermelding loopt over twee weken af',
    'mail.reminder14.intro': 'De {plan} van {business} op Suriname Gids loopt tot en met {date}.',
    'mail.reminder3.subject': 'Nog drie dagen: je vermelding loopt bijna af (bestelling {reference})',
    'mail.reminder3.heading': 'Je vermelding loopt over drie dagen af',
    'mail.reminder3.intro': 'De {plan} van {business} op Suriname Gids loopt tot en met {date}.',
    'mail.endsToday.subject': 'Je vermelding loopt vandaag af (bestelling {reference})',
    'mail.endsToday.heading': 'Je vermelding loopt vandaag af',
    'mail.endsToday.intro': 'De {plan} van {business} op Suriname Gids loopt vandaag, {date}, af.',
    'mail.renew.next': 'Verleng je vóór het einde, dan beginnen de nieuwe drie maanden pas als de huidige periode afloopt: je verliest geen dagen.',
    'mail.renew.action': 'Vermelding verlengen',
  },
);

export type MailStringKey = keyof (typeof mailStrings)['en'] & string;

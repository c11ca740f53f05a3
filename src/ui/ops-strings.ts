import { defineStrings } from '~/platform/i18n/define';

/** Answers of the operations layer that a visitor can see: write limits on public forms, methods a page does not take. */
export default defineStrings(
  {
    'ops.rateLimited': 'Too many requests from your address. Please try again in {minutes} minutes.',
    'ops.busy': 'We are receiving too many submissions right now. Please try again in {minutes} minutes.',
    'ops.emailLimited': 'Too many requests for this email address. Please try again in {minutes} minutes.',
    'ops.tooLarge': 'What you sent is too large. Please go back and try again with less.',
    'ops.receiptTooLarge': 'File Too Large - Please upload a file smaller than 5MB. Go back to choose another file.',
    'ops.editorTooLarge':
      'Too much at once - Send at most 30 MB of photos per submission. Go back, choose fewer photos, and add the others in a second submission.',
    'ops.methodNotAllowed': 'This page can only be viewed, not changed. Please open it in your browser.',
  },
  {
    'ops.rateLimited': 'Te veel verzoeken vanaf je adres. Probeer het over {minutes} minuten opnieuw.',
    'ops.busy': 'We krijgen op dit moment te veel inzendingen binnen. Probeer het over {minutes} minuten opnieuw.',
    'ops.emailLimited': 'Te veel verzoeken voor dit e-mailadres. Probeer het over {minutes} minuten opnieuw.',
    'ops.tooLarge': 'Wat je hebt verstuurd is te groot. Ga terug en probeer het opnieuw met minder.',
    'ops.receiptTooLarge': 'Bestand te groot - Upload een bestand kleiner dan 5MB. Ga terug om een ander bestand te kiezen.',
    'ops.editorTooLarge': "Te veel tegelijk - Stuur maximaal 30 MB aan foto's per keer. Ga terug, kies minder foto's en voeg de andere in een tweede keer toe.",
    'ops.methodNotAllowed': 'Deze pagina kan alleen bekeken worden, niet gewijzigd. Open hem in je browser.',
  },
);

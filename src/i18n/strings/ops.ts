import { defineStrings } from '../define';

/** Answers of the operations layer that a visitor can see: write limits on public forms. */
export default defineStrings(
  {
    'ops.rateLimited': 'Too many requests from your address. Please try again in {minutes} minutes.',
    'ops.busy': 'We are receiving too many submissions right now. Please try again in {minutes} minutes.',
  },
  {
    'ops.rateLimited': 'Te veel verzoeken vanaf je adres. Probeer het over {minutes} minuten opnieuw.',
    'ops.busy': 'We krijgen op dit moment te veel inzendingen binnen. Probeer het over {minutes} minuten opnieuw.',
  },
);

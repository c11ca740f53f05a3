import { describe, expect, it } from 'vitest';
import { emailKinds } from '~/features/mail/mail';
import { emailsTabStrings } from './emails-tab-strings';

describe('the Emails tab strings', () => {
  it('name every kind of email in English and Dutch (no raw key in the Event column)', () => {
    for (const lang of ['en', 'nl'] as const) {
      const dict: Record<string, string> = emailsTabStrings[lang];
      const missing = emailKinds.filter((kind) => !dict[`emails.kind.${kind}`]);
      expect(missing, lang).toEqual([]);
    }
  });
});

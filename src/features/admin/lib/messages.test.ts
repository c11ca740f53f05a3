import { describe, expect, it } from 'vitest';
import admin from '~/features/admin/strings';
import { authStrings as adminSecurity } from '~/features/auth';
import { MESSAGE_KEYS, localizeMessage } from './messages';
import type { AdminTranslate } from './strings';

describe('admin message translation', () => {
  it('maps each English message to a key whose English text is that message', () => {
    const english: Record<string, string> = { ...admin.en, ...adminSecurity.en };
    for (const [message, key] of Object.entries(MESSAGE_KEYS)) expect(english[key], key).toBe(message);
  });

  it('translates known messages and lock messages, and passes others through', () => {
    const nl = admin.nl as Record<string, string>;
    const t: AdminTranslate = (key, params) => (nl[key] ?? key).replace('{minutes}', String(params?.minutes ?? ''));
    expect(localizeMessage(t, 'Invalid username or password')).toBe('Ongeldige gebruikersnaam of wachtwoord');
    expect(localizeMessage(t, 'Too many failed attempts. Try again in 5 minutes.')).toBe('Te veel mislukte pogingen. Probeer het over 5 minuten opnieuw.');
    expect(localizeMessage(t, 'Too many failed attempts. Try again in 1 minute.')).toBe('Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.');
    expect(localizeMessage(t, 'Something new')).toBe('Something new');
  });
});

import { defineStrings } from '../define';

/** Admin screens around sign-in security: the way past a locked account, and the password asked again for sensitive actions. */
export default defineStrings(
  {
    'admin.login.lockedHint': 'Sign-in to this account is paused after too many wrong attempts. If 2FA is on for your account, enter your password and the current code to sign in anyway.',
  },
  {
    'admin.login.lockedHint': 'Inloggen op dit account is even geblokkeerd na te veel foute pogingen. Staat 2FA aan voor je account, vul dan je wachtwoord en de huidige code in om toch in te loggen.',
  },
);

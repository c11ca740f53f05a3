import { defineStrings } from '~/platform/i18n/define';

/**
 * Admin screens around sign-in security: the way past a locked account, the password asked again
 * before sensitive actions, turning one's own 2FA off and resetting a colleague's.
 */
export default defineStrings(
  {
    'admin.login.lockedHint':
      'Sign-in to this account is paused after too many wrong attempts. If 2FA is on for your account, enter your password and the current code to sign in anyway.',

    'admin.reauth.yourPassword': 'Your Current Password',
    'admin.reauth.hint': 'To confirm it is you, enter your own password.',

    'admin.users.twoFactorOn': '2FA on',
    'admin.users.reset2fa': 'Reset 2FA',
    'admin.users.reset2faLabel': 'Reset 2FA of {user}',
    'admin.users.reset2faTitle': 'Reset two-factor authentication',
    'admin.users.reset2faConfirm':
      'Turn off 2FA for {user}? Their trusted devices and sessions end; they then sign in with their password alone and can set up 2FA again.',
    'admin.users.reset2faDone': '2FA reset for {user}',
    'admin.users.reset2faFailed': 'Failed to reset 2FA',

    'admin.2fa.disable': 'Turn off 2FA',
    'admin.2fa.disableTitle': 'Turn off two-factor authentication',
    'admin.2fa.disableDescription':
      'Sign-ins will ask only for your password, and your trusted devices are forgotten. Confirm with your password and a current code.',
    'admin.2fa.disabledTitle': '2FA turned off',
    'admin.2fa.disabledToastBody': 'Two-factor authentication is now off for your account',
    'admin.2fa.disableFailedTitle': 'Could not turn off 2FA',

    'admin.server.twoFactorNotEnabled': 'Two-factor authentication is not enabled',
    'admin.server.twoFactorNotEnabledFor': 'Two-factor authentication is not enabled for this admin',
    'admin.server.resetOwn': 'Use Turn off 2FA in Settings for your own account',
    'admin.server.adminNotFound': 'Admin user not found',
  },
  {
    'admin.login.lockedHint':
      'Inloggen op dit account is even geblokkeerd na te veel foute pogingen. Staat 2FA aan voor je account, vul dan je wachtwoord en de huidige code in om toch in te loggen.',

    'admin.reauth.yourPassword': 'Je huidige wachtwoord',
    'admin.reauth.hint': 'Vul ter bevestiging je eigen wachtwoord in.',

    'admin.users.twoFactorOn': '2FA aan',
    'admin.users.reset2fa': '2FA resetten',
    'admin.users.reset2faLabel': '2FA van {user} resetten',
    'admin.users.reset2faTitle': 'Tweestapsverificatie resetten',
    'admin.users.reset2faConfirm':
      '2FA uitzetten voor {user}? De vertrouwde apparaten en sessies van {user} worden beëindigd; daarna logt {user} in met alleen het wachtwoord en kan 2FA opnieuw instellen.',
    'admin.users.reset2faDone': '2FA van {user} is gereset',
    'admin.users.reset2faFailed': '2FA resetten mislukt',

    'admin.2fa.disable': '2FA uitzetten',
    'admin.2fa.disableTitle': 'Tweestapsverificatie uitzetten',
    'admin.2fa.disableDescription':
      'Bij het inloggen wordt dan alleen om je wachtwoord gevraagd, en je vertrouwde apparaten worden vergeten. Bevestig met je wachtwoord en een huidige code.',
    'admin.2fa.disabledTitle': '2FA uitgezet',
    'admin.2fa.disabledToastBody': 'Tweestapsverificatie staat nu uit voor je account',
    'admin.2fa.disableFailedTitle': '2FA uitzetten mislukt',

    'admin.server.twoFactorNotEnabled': 'Tweestapsverificatie staat niet aan',
    'admin.server.twoFactorNotEnabledFor': 'Tweestapsverificatie staat niet aan voor deze beheerder',
    'admin.server.resetOwn': 'Gebruik 2FA uitzetten bij Instellingen voor je eigen account',
    'admin.server.adminNotFound': 'Beheerder niet gevonden',
  },
);

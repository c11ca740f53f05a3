/** The bundled list of the most common passwords (src/features/auth/common-passwords.txt), refused for admin accounts. */
import listText from './common-passwords.txt?raw';

let commonPasswords: Set<string> | null = null;

function loadList(): Set<string> {
  commonPasswords ??= new Set(
    listText
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** The message shown when a password is on the list. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable password.';

/** True when the password, ignoring letter case and surrounding spaces, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return loadList().has(password.trim().toLowerCase());
}

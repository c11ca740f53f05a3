/**
 * Encryption of the 2FA secrets at rest (AES-256-GCM). The key comes from TWO_FACTOR_KEY (32 bytes
 * as base64 or hex) or, when that is unset, from DATA_DIR/two-factor.key, created with mode 0600 the
 * first time it is needed. Losing the key makes every stored 2FA secret unreadable: back it up with
 * the database.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getDataDir } from '~/platform/paths.server';

const VERSION = 'v1';
let cachedKey: { source: string; key: Buffer } | null = null;

/** Reads a 32-byte key written as 64 hex digits or base64 / base64url. */
export function parseKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes, written as 64 hex digits or base64');
  return key;
}

/** The path of the key file used when TWO_FACTOR_KEY is not set. */
export function getKeyFilePath(): string {
  return path.join(getDataDir(), 'two-factor.key');
}

function readOrCreateKeyFile(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx' fails if another process created it first; then we read theirs.
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseKey(fs.readFileSync(file, 'utf8'));
}

/** The encryption key: TWO_FACTOR_KEY, or the key file (created on first use). */
export function getTwoFactorKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const source = env.TWO_FACTOR_KEY?.trim() ? `env:${env.TWO_FACTOR_KEY.trim()}` : `file:${getKeyFilePath()}`;
  if (cachedKey?.source === source) return cachedKey.key;
  const key = source.startsWith('env:') ? parseKey(source.slice(4)) : readOrCreateKeyFile(source.slice(5));
  cachedKey = { source, key };
  return key;
}

/** Encrypts a secret; `context` (the admin id) is bound in so a ciphertext cannot be moved to another account. */
export function sealSecret(plain: string, context: string, key: Buffer = getTwoFactorKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/** Decrypts a sealed secret, or returns null when it is malformed, tampered with or sealed with another key or context. */
export function openSecret(sealed: string, context: string, key: Buffer = getTwoFactorKey()): string | null {
  const [version, ivText, bodyText] = sealed.split(':');
  if (version !== VERSION || !ivText || !bodyText) return null;
  try {
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

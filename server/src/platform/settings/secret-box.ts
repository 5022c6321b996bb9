import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where a station keeps the key its secret settings are encrypted with, when the environment names none. */
export const SECRET_KEY_FILE = 'secret.key';
const PREFIX = 'enc:v1:';

/**
 * Encrypts the station's secret settings (an SMTP password, Stripe keys) at rest with AES-256-GCM:
 * a database dump alone does not give them away. The key is 32 random bytes, from SELAH_SECRET_KEY
 * or made once in DATA_DIR/secret.key, readable by the station's user only.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the text was sealed with another key or changed. */
  open(sealed: string): string;
}

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(PREFIX);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The settings key must be 32 bytes.');
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The station's settings key: the environment's when given, else DATA_DIR/secret.key, made on first
 * use (owner-only, created exclusively so two instances starting at once agree on one key).
 */
export function loadSecretKey(fromEnv: Buffer | undefined, dataDir: string): Buffer {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    return readKeyFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a settings key (32 bytes, base64). Restore it from a backup.`);
  return key;
}

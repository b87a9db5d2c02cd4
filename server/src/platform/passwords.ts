import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@contracts/auth.js';
import { badRequest } from './errors.js';

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/**
 * A hash verified in place of a missing one (an unknown address, no registration attempt), so every path takes
 * the same time. Made when the module loads, so that no first login pays for it.
 */
const decoyHash = hashPassword('decoy-password-never-used');

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

export function assertPasswordStrength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`, 'PASSWORD_TOO_SHORT');
  }
}

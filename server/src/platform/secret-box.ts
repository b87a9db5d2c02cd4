import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the product must send on (a receiving body's API key), kept encrypted at rest: AES-256-GCM under a key
 * derived from configuration, so a copy of the database alone reveals none. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the version leaves room for a later key change.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(`buergerportal secret box:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * The unsubscribe link of every broadcast mail: the address plus an HMAC of it under a key derived from
 * JWT_SECRET, so nobody can block an address they did not receive a mail at, and nothing has to be stored per
 * mail. Changing JWT_SECRET ends the links already sent.
 */
type LinkConfig = Pick<Config, 'publicUrl' | 'jwtSecret'>;

const keyOf = (config: LinkConfig) => createHmac('sha256', config.jwtSecret).update('newsletter-unsubscribe').digest();
const signatureOf = (config: LinkConfig, email: string) => createHmac('sha256', keyOf(config)).update(email).digest();

export function unsubscribeToken(config: LinkConfig, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signatureOf(config, email).toString('base64url')}`;
}

export function unsubscribeUrl(config: LinkConfig, email: string): string {
  return `${config.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(config, email)}`;
}

/** The address a token was made for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(config: LinkConfig, token: string | undefined): string | null {
  const [encoded, signature, ...rest] = (token ?? '').split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signatureOf(config, email);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The small page the link answers with (German, accessible: language, title, one heading, landmarks). */
export function unsubscribePage(result: { email: string } | null): string {
  const [title, text] = result
    ? [
        'Sie wurden vom Newsletter abgemeldet.',
        `Die Adresse ${escapeHtml(result.email)} erhält keine Rundschreiben des Bürgerportals mehr.`,
      ]
    : ['Der Abmeldelink ist ungültig.', 'Bitte verwenden Sie den vollständigen Link aus der E-Mail oder wenden Sie sich an den Support.'];
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Bürgerportal</title>
<style>body{font-family:Arial,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}h1{color:#003A61;font-size:1.5rem}</style></head>
<body><main>
<h1>${title}</h1>
<p>${text}</p>
</main></body></html>`;
}

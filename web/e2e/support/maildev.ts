import { expect } from 'vitest';
import { e2e } from './env.js';

/** A mail as maildev's REST API (`GET /api/email`) returns it; only the fields the tests read. */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  time: string;
  to: Array<{ address: string; name?: string }>;
}

/** Every mail maildev caught for a recipient, newest first. */
export async function listMails(recipient: string): Promise<CaughtMail[]> {
  const response = await fetch(`${e2e().maildevUrl}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  const wanted = recipient.toLowerCase();
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

export interface WaitForMailOptions {
  /** only mails received at or after this moment (Date.now() taken before the action that sends it) */
  since?: number;
  subject?: string | RegExp;
  timeoutMs?: number;
}

/** Waits until a matching mail for the recipient has arrived (the outbox worker sends within a second or so). */
export async function waitForMail(recipient: string, options: WaitForMailOptions = {}): Promise<CaughtMail> {
  const { since = 0, subject, timeoutMs = 15_000 } = options;
  const matches = (mail: CaughtMail) =>
    Date.parse(mail.time) >= since - 1_000 &&
    (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMails(recipient)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await listMails(recipient)).map((m) => `${m.time} ${m.subject}`);
      expect.fail(`no mail for ${recipient} (subject ${String(subject ?? 'any')}) within ${timeoutMs} ms; seen: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/gi, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The distinct links of a mail: hrefs of its HTML part, then URLs in its text part. */
export function extractLinks(mail: CaughtMail): string[] {
  const fromHtml = [...(mail.html ?? '').matchAll(/href\s*=\s*"([^"]+)"/gi)].map((m) => decodeEntities(m[1]!));
  const fromText = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText])];
}

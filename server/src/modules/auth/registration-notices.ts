import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formatBerlin } from '../../db/values.js';
import { enqueueMail } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { mainAccountEmail } from '../tenants/index.js';

const HOUR_MS = 3_600_000;

interface Tenant {
  id: number;
  name: string;
}

interface Registrant {
  firstname: string;
  lastname: string;
  email: string;
}

export interface NoticeLimit {
  publicUrl: string;
  /** mails about single registrations per tenant and hour (REGISTRATION_NOTICES_PER_HOUR) */
  perHour: number;
}

/**
 * Counts a registration in the tenant's current hour, which begins with its first registration. One upsert,
 * atomic on both databases: concurrent registrations in any number of processes each get a count of their own.
 */
async function countInWindow(trx: Kysely<Database>, tenantId: number, at: Date): Promise<{ registrations: number; windowEndsAt: string }> {
  const running = sql<boolean>`registration_notice_window.window_ends_at > ${at.toISOString()}`;
  return trx
    .insertInto('registrationNoticeWindow')
    .values({ tenantId, windowEndsAt: new Date(at.getTime() + HOUR_MS).toISOString(), registrations: 1 })
    .onConflict((oc) =>
      oc.column('tenantId').doUpdateSet({
        registrations: sql`case when ${running} then registration_notice_window.registrations + 1 else 1 end`,
        windowEndsAt: sql`case when ${running} then registration_notice_window.window_ends_at else excluded.window_ends_at end`,
      }),
    )
    .returning(['registrations', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
}

const toUserManagement = (publicUrl: string) => ({ label: 'Zur Nutzerverwaltung', url: `${publicUrl}/users` });

function summaryMail(tenant: Tenant, held: number, windowEndsAt: string, limit: NoticeLimit) {
  const start = formatBerlin(new Date(Date.parse(windowEndsAt) - HOUR_MS).toISOString());
  const who =
    held === 1
      ? `hat sich für ${tenant.name} eine weitere Person registriert, die auf die Freigabe wartet.`
      : `haben sich für ${tenant.name} ${held} weitere Personen registriert, die auf die Freigabe warten.`;
  return {
    subject: `Weitere Registrierungen für ${tenant.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `In der Stunde ab ${start} Uhr ${who}`,
        `Damit Ihr Postfach nicht überläuft, fassen wir die Registrierungen einer Stunde ab der ${limit.perHour + 1}. in dieser Nachricht zusammen.`,
        'Sie finden alle Anfragen in der Nutzerverwaltung unter „Nicht freigegebene Nutzer“.',
      ],
      action: toUserManagement(limit.publicUrl),
    }),
  };
}

/**
 * Queues the hour's summary, due when the hour ends: the first registration beyond the limit queues it, each
 * further one rewrites its count. The outbox's dedupe key makes it one mail per tenant and hour, and the mail
 * worker sends nothing before its due time, so the summary needs no timer of its own.
 */
async function scheduleSummary(trx: Kysely<Database>, to: string, tenant: Tenant, held: number, windowEndsAt: string, limit: NoticeLimit) {
  const dedupeKey = `registration-summary:${tenant.id}:${windowEndsAt}`;
  const content = summaryMail(tenant, held, windowEndsAt, limit);
  await enqueueMail(trx, { to, ...content, dedupeKey });
  await trx
    .updateTable('mailOutbox')
    .set({ recipient: to, ...content, nextAttemptAt: windowEndsAt })
    .where('dedupeKey', '=', dedupeKey)
    .where('sentAt', 'is', null)
    .execute();
}

/**
 * Tells the tenant's main account of a new registration: one mail each for the first `perHour` registrations
 * of an hour, the rest in one summary at the hour's end, so a flood of registrations cannot flood the inbox and
 * none goes unmentioned. Call it with the transaction that creates the account.
 */
export async function announceRegistration(
  trx: Kysely<Database>,
  tenant: Tenant,
  registrant: Registrant,
  limit: NoticeLimit,
  at: Date = new Date(),
): Promise<void> {
  const to = await mainAccountEmail(trx, tenant.id);
  if (!to) return;
  const { registrations, windowEndsAt } = await countInWindow(trx, tenant.id, at);
  if (registrations > limit.perHour) {
    await scheduleSummary(trx, to, tenant, registrations - limit.perHour, windowEndsAt, limit);
    return;
  }
  await enqueueMail(trx, {
    to,
    subject: `Neue Registrierung für ${tenant.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `${registrant.firstname} ${registrant.lastname} (${registrant.email}) hat sich für ${tenant.name} registriert und wartet auf die Freigabe.`,
        'Sie finden die Anfrage in der Nutzerverwaltung unter „Nicht freigegebene Nutzer“.',
      ],
      action: toUserManagement(limit.publicUrl),
    }),
  });
}

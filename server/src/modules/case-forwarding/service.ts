import type { Kysely } from 'kysely';
import type { Case } from '@contracts/case.js';
import type { ForwardRequest, Reachability, UnreachableSendRequest, UnreachableSendResult } from '@contracts/case-report.js';
import type { Database } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { conflict, notFound } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { caseTitle, publicPhotoLinks, requireEmail, summaryParagraphs } from '../case-reports/index.js';
import { caseVisibility, getCaseForUser, joinedCases, loadCase, whereCaseVisible, writeProtocol } from '../cases/index.js';
import { findTenant, mainAccountEmail, tenantHasModule, toTenantRef } from '../tenants/index.js';

/**
 * The super admin's handling of unreachable cases (docs/product/cases.md#unreachable-cases): reports whose municipality
 * is no customer with the Mängelmelder (or that lie in no tenant at all) go to the municipality by mail instead.
 */
export const FORWARD_MESSAGES = {
  forwarded: 'Der Fall wurde an die zuständige Gemeinde übermittelt.',
  noMunicipality:
    'Für diesen Fall ist keine zuständige Gemeinde bekannt. Bitte senden Sie ihn über "Unerreichbare Fälle weiterleiten" an eine E-Mail-Adresse.',
  noAddress: 'Die zuständige Gemeinde hat weder eine E-Mail-Adresse für neue Fälle noch ein Hauptkonto hinterlegt.',
  none: 'Für diesen Mandanten liegen keine unerreichbaren Fälle vor.',
  sent: (count: number, email: string) =>
    count === 1 ? `Ein Fall wurde an ${email} gesendet.` : `${count} Fälle wurden an ${email} gesendet.`,
};

/** Where a municipality receives forwarded cases: its address for new cases, else its main account's. */
async function forwardAddress(db: Kysely<Database>, tenantId: number): Promise<string | null> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) return null;
  return tenant.emailNotification ?? (await mainAccountEmail(db, tenantId));
}

/** GET /api/case/reachable?caseId=. */
export async function caseReachability(db: Kysely<Database>, user: AuthUser, caseId: number): Promise<Reachability> {
  const record = await getCaseForUser(db, user, caseId);
  if (record.tenantId === null || record.tenantName === null) {
    return { reachable: false, tenant: null, forwardAddress: null, forwardedAt: record.forwardedAt };
  }
  const [customer, address] = await Promise.all([
    tenantHasModule(db, record.tenantId, 'MAENGELMELDER'),
    forwardAddress(db, record.tenantId),
  ]);
  return {
    reachable: toBool(record.reachable) && customer,
    tenant: toTenantRef({ id: record.tenantId, name: record.tenantName }),
    forwardAddress: address,
    forwardedAt: record.forwardedAt,
  };
}

/** A forwarded case as mail paragraphs: the summary plus the reporter's address, so the municipality can answer. */
async function forwardParagraphs(db: Kysely<Database>, user: AuthUser, c: Case, publicUrl: string): Promise<string[]> {
  return [
    ...summaryParagraphs(c, await publicPhotoLinks(db, user, c, publicUrl)),
    `E-Mail der meldenden Person: ${c.email ?? 'nicht angegeben'}`,
  ];
}

async function markForwarded(trx: Kysely<Database>, user: AuthUser, caseIds: number[], to: string): Promise<void> {
  await trx.updateTable('defectCase').set({ forwardedAt: now() }).where('id', 'in', caseIds).execute();
  for (const id of caseIds) await writeProtocol(trx, id, user.id, [`Per E-Mail an ${to} weitergeleitet`]);
}

/** POST /api/case/toAdmin/{id}: the case by mail to its municipality, with the super admin's text. */
export async function forwardCase(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  body: ForwardRequest,
  publicUrl: string,
): Promise<string> {
  const c = await loadCase(db, user, id);
  if (c.tenantId === null) throw conflict(FORWARD_MESSAGES.noMunicipality, 'NO_MUNICIPALITY');
  const to = await forwardAddress(db, c.tenantId);
  if (!to) throw conflict(FORWARD_MESSAGES.noAddress, 'NO_FORWARD_ADDRESS');
  const note = body.description?.trim();
  const content = renderMail({
    greeting: 'Guten Tag,',
    paragraphs: [
      'über das Bürgerportal wurde ein Mangel in Ihrem Gebiet gemeldet. Da die Meldung dort nicht direkt bearbeitet werden kann, leiten wir sie Ihnen weiter.',
      ...(note ? [note] : []),
      ...(await forwardParagraphs(db, user, c, publicUrl)),
    ],
  });
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { to, subject: `Weitergeleitete Meldung: ${c.category?.name ?? caseTitle(c)}`, ...content });
    await markForwarded(trx, user, [c.id], to);
  });
  return FORWARD_MESSAGES.forwarded;
}

/** POST /api/tenant/unreachable/send: every unreachable case of a tenant (or of none) in one mail. */
export async function sendUnreachableCases(
  db: Kysely<Database>,
  user: AuthUser,
  body: UnreachableSendRequest,
  publicUrl: string,
): Promise<UnreachableSendResult> {
  const email = requireEmail(body.email);
  if (body.tenantId !== null && !(await findTenant(db, body.tenantId))) throw notFound();
  const visible = whereCaseVisible(joinedCases(db).select('defectCase.id'), await caseVisibility(db, user)).where(
    'defectCase.reachable',
    '=',
    0,
  );
  const rows = await (body.tenantId === null
    ? visible.where('defectCase.tenantId', 'is', null)
    : visible.where('defectCase.tenantId', '=', body.tenantId)
  )
    .orderBy('defectCase.createdAt')
    .orderBy('defectCase.id')
    .execute();
  if (rows.length === 0) return { message: FORWARD_MESSAGES.none, count: 0 };

  const sections: string[] = [];
  for (const row of rows) {
    const c = await loadCase(db, user, row.id);
    sections.push(`――― ${caseTitle(c)} ―――`, ...(await forwardParagraphs(db, user, c, publicUrl)));
  }
  const content = renderMail({
    greeting: 'Guten Tag,',
    paragraphs: [
      rows.length === 1
        ? 'über das Bürgerportal wurde ein Mangel gemeldet, der dort nicht direkt bearbeitet werden kann. Sie finden ihn unten.'
        : `über das Bürgerportal wurden ${rows.length} Mängel gemeldet, die dort nicht direkt bearbeitet werden können. Sie finden sie unten.`,
      ...sections,
    ],
  });
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { to: email, subject: `Weitergeleitete Meldungen aus dem Bürgerportal (${rows.length})`, ...content });
    await markForwarded(
      trx,
      user,
      rows.map((row) => row.id),
      email,
    );
  });
  return { message: FORWARD_MESSAGES.sent(rows.length, email), count: rows.length };
}

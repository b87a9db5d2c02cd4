import {
  ACCESSIBILITY_CHECKED_ON,
  STATEMENT_TEXT_MAX,
  type PublicAccessibilityStatement,
  type StatementSettings,
} from '@contracts/accessibility.js';
import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { defaultStatement } from './default-text.js';

export const STATEMENT_MESSAGES = {
  tooLong: `Die Erklärung zur Barrierefreiheit darf höchstens ${STATEMENT_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
};

// read here rather than from the API key's cached tenant row, so a saved text shows at once in every process
async function tenantStatement(db: Db, tenantId: number) {
  const row = await db.selectFrom('tenant').select(['name', 'accessibilityStatement']).where('id', '=', tenantId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** GET /api/public/accessibility-statement: the tenant's own text, else the default. */
export async function publicStatement(db: Db, tenantId: number): Promise<PublicAccessibilityStatement> {
  const row = await tenantStatement(db, tenantId);
  return { tenantName: row.name, text: row.accessibilityStatement ?? defaultStatement(row.name), checkedOn: ACCESSIBILITY_CHECKED_ON };
}

/** GET /api/tenant/{id}/accessibility-statement: what the tenant form edits. */
export async function statementSettings(db: Db, tenantId: number): Promise<StatementSettings> {
  const row = await tenantStatement(db, tenantId);
  return { text: row.accessibilityStatement, defaultText: defaultStatement(row.name), checkedOn: ACCESSIBILITY_CHECKED_ON };
}

/** PUT: an empty text returns the tenant to the default, which keeps following the releases' checks. */
export async function saveStatement(db: Db, tenantId: number, text: string | null): Promise<StatementSettings> {
  const own = text?.trim() ? text.trim() : null;
  if (own !== null && own.length > STATEMENT_TEXT_MAX) throw badRequest(STATEMENT_MESSAGES.tooLong, 'STATEMENT_TOO_LONG');
  await tenantStatement(db, tenantId);
  await db.updateTable('tenant').set({ accessibilityStatement: own, editedAt: now() }).where('id', '=', tenantId).execute();
  return statementSettings(db, tenantId);
}

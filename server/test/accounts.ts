import type { Right } from '@contracts/catalog.js';
import { now } from '../src/db/values.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createRole } from '../src/modules/roles/index.js';
import { insertUser } from '../src/modules/users/index.js';
import { DEMO_PASSWORD } from '../../fixtures/load.js';
import { byKey } from '../../fixtures/keys.js';
import type { TestApp } from './app.js';

/**
 * Adds a released account (password Demo2026!) holding a new role with exactly these rights, for tests
 * that need a combination the demo data lacks (e.g. CREATE_USER without TENANT_INDEPENDENCE).
 */
export async function addAccount(
  t: TestApp,
  email: string,
  tenantKey: string,
  rights: readonly Right[],
): Promise<{ id: number; roleId: number }> {
  const tenantId = byKey(t.ids.tenants, tenantKey);
  const roleId = await createRole(t.db, tenantId, `Test ${email}`, rights);
  const id = await insertAccount(t, { tenantId, roleId, email, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return { id, roleId };
}

/** A released account of a tenant with this role, firstname "Test" and its address's local part as last name. */
export function insertAccount(
  t: TestApp,
  account: { tenantId: number; roleId: number | null; email: string; passwordHash: string },
): Promise<number> {
  return insertUser(t.db, {
    ...account,
    firstname: 'Test',
    lastname: account.email.split('@')[0]!,
    position: null,
    superAdmin: 0,
    superUser: 0,
    status: 1,
    approved: 1,
    active: 1,
    language: 'de',
    createdAt: now(),
    editedAt: null,
  });
}

/** A Musterstadt account without any right: it logs in, and every endpoint that asks for a right answers it 403. */
export const NO_RIGHTS = 'ohne-rechte@musterstadt.example';

export async function addNoRightsAccount(t: TestApp): Promise<void> {
  await addAccount(t, NO_RIGHTS, 'musterstadt', []);
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RIGHTS } from '../contracts/schemas/catalog.js';
import type { Db } from '../server/src/db/kysely.js';
import { openTestDatabase, type TestDatabase } from '../server/test/database.js';
import { verifyPassword } from '../server/src/platform/passwords.js';
import { loadUserDto } from '../server/src/modules/users/index.js';
import { createAdmin, OPERATOR_TENANT } from './lib/create-admin.js';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

const input = { email: 'Betrieb@Stadtwerke.example', firstname: 'Anna', lastname: 'Admin', password: 'Sehr-Sicher-2026' };

describe('create-admin', () => {
  it('creates the operator tenant with its Admin role and a super admin, super user and main account', async () => {
    const created = await createAdmin(db, input);
    expect(created.tenantCreated).toBe(true);
    const user = await loadUserDto(db, created.userId);
    expect(user).toMatchObject({
      email: 'betrieb@stadtwerke.example',
      superAdmin: true,
      superUser: true,
      status: true,
      approved: true,
      tenantName: OPERATOR_TENANT,
      commune: false,
      allRoles: [{ name: 'Admin' }],
      tenant: { mainAccount: created.userId },
    });
    expect(user!.allRights).toHaveLength(RIGHTS.length);
    const row = await db.selectFrom('appUser').select('passwordHash').where('id', '=', created.userId).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.passwordHash, input.password)).toBe(true);
    const adminRights = await db
      .selectFrom('roleRight')
      .innerJoin('role', 'role.id', 'roleRight.roleId')
      .select('roleRight.right')
      .where('role.tenantId', '=', created.tenantId)
      .execute();
    expect(adminRights).toHaveLength(RIGHTS.length);
  });

  it('reuses an existing tenant of that name and its Admin role', async () => {
    const first = await createAdmin(db, input);
    const second = await createAdmin(db, { ...input, email: 'zweite@stadtwerke.example' });
    expect(second).toMatchObject({ tenantId: first.tenantId, tenantCreated: false });
    expect(await db.selectFrom('tenant').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('role').select('id').execute()).toHaveLength(1);
  });

  it('creates the admin in a tenant named by --tenant', async () => {
    const created = await createAdmin(db, { ...input, tenant: 'Stadtwerke Betrieb' });
    expect((await loadUserDto(db, created.userId))!.tenantName).toBe('Stadtwerke Betrieb');
  });

  it('refuses an existing address (in any letter case), an invalid address and a short password', async () => {
    await createAdmin(db, input);
    await expect(createAdmin(db, { ...input, email: 'BETRIEB@stadtwerke.example' })).rejects.toThrow(/exists already/);
    await expect(createAdmin(db, { ...input, email: 'kein-mail' })).rejects.toThrow(/not a valid e-mail/);
    await expect(createAdmin(db, { ...input, email: 'neu@stadtwerke.example', password: 'kurz' })).rejects.toThrow(/mindestens 8/);
    expect(await db.selectFrom('appUser').select('id').execute()).toHaveLength(1);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { visibleMenu } from './support/shell.js';

const EMAIL = 'landing@musterstadt.example';

/**
 * Every demo account holds VIEW_DASHBOARD, so the other landing rules need a user with fewer rights:
 * one user of Musterstadt whose role's rights each case sets directly in the database.
 */
function setRights(rights: string[]): void {
  withServerDb((db) => {
    const { roleId } = db.prepare('select role_id as roleId from app_user where email = ?').get(EMAIL) as { roleId: number };
    db.transaction(() => {
      db.prepare('delete from role_right where role_id = ?').run(roleId);
      const insert = db.prepare('insert into role_right (role_id, "right") values (?, ?)');
      for (const right of rights) insert.run(roleId, right);
    })();
  });
}

describeE2E('landing route after login', () => {
  const session = useBrowser();

  beforeAll(() => {
    withServerDb((db) => {
      const created = new Date().toISOString();
      const template = db
        .prepare('select tenant_id as tenantId, password_hash as hash from app_user where email = ?')
        .get(ACCOUNTS.musterClerk) as { tenantId: number; hash: string };
      const role = db
        .prepare('insert into role (tenant_id, name, created_at) values (?, ?, ?)')
        .run(template.tenantId, 'E2E Landing', created);
      db.prepare(
        `insert into app_user (tenant_id, role_id, email, password_hash, firstname, lastname, position, created_at)
         values (?, ?, ?, ?, 'Lena', 'Landing', null, ?)`,
      ).run(template.tenantId, role.lastInsertRowid, EMAIL, template.hash, created);
    });
  });

  // the run's other files share this database: leave no extra user or role behind
  afterAll(() => {
    withServerDb((db) => {
      const { roleId } = db.prepare('select role_id as roleId from app_user where email = ?').get(EMAIL) as { roleId: number };
      db.prepare('delete from app_user where email = ?').run(EMAIL);
      db.prepare('delete from role where id = ?').run(roleId);
    });
  });

  // each case holds the rights of every later rule too, so the first matching rule must win
  const cases = [
    {
      rights: ['VIEW_CASES', 'VIEW_USER', 'BIS_MANAGE_INFORMATION', 'MANAGE_ROLES', 'EDIT_OWN_TENANT'],
      landing: '/cases',
      title: 'Fallverwaltung',
    },
    { rights: ['VIEW_USER', 'BIS_MANAGE_INFORMATION', 'MANAGE_ROLES', 'EDIT_OWN_TENANT'], landing: '/users', title: 'Nutzerverwaltung' },
    { rights: ['BIS_MANAGE_INFORMATION', 'MANAGE_ROLES', 'EDIT_OWN_TENANT'], landing: '/buergerinfos', title: 'Bürgerinformationen' },
    { rights: ['MANAGE_ROLES', 'EDIT_OWN_TENANT'], landing: '/roles', title: 'Rollenverwaltung' },
    { rights: ['EDIT_OWN_TENANT'], landing: '/tenants', title: 'Mandanten' },
    { rights: ['TENANT_INDEPENDENCE'], landing: '/tenants', title: 'Mandanten' },
  ];
  for (const { rights, landing, title } of cases) {
    it(`${rights.join(', ')} lands on ${landing}`, async () => {
      const { page } = session;
      setRights(rights);
      await login(page, EMAIL);
      await waitForPath(page, landing);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
  }

  it('a user without VIEW_DASHBOARD sees no Allgemeines group', async () => {
    const { page } = session;
    setRights(['VIEW_CASES']);
    await login(page, EMAIL);
    await waitForPath(page, '/cases');
    expect((await visibleMenu(page)).map((group) => group.group)).toEqual(['Mängelmelder', 'Service']);
  });
});

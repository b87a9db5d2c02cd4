import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS, type Right } from '@contracts/catalog.js';
import { createRole } from '../../src/modules/roles/index.js';
import { addAccount, insertAccount } from '../accounts.js';
import { ACCOUNTS, freshApp, type TestApp } from '../app.js';

/**
 * The account rule, generated: every user, role and right operation × caller profiles × target profiles. A caller
 * may touch an account (any field, block, delete, reset, assign) or a role's rights only if it holds every right
 * of the target before and after the change; the super admin may touch all, a tenant's main account only itself,
 * another Admin of the tenant or the super admin. The expectation below is written out again from that sentence,
 * not taken from the code under test.
 */

interface Caller {
  name: string;
  rights: readonly Right[];
  /** holds the Admin role of Musterstadt, the targets' tenant */
  admin?: boolean;
  superAdmin?: boolean;
}

/** The rights of the caller profiles; EDIT_USER and DELETE_USER are not in the catalogue, CREATE_USER covers them. */
const CALLERS: Caller[] = [
  { name: 'VIEW_USER', rights: ['VIEW_USER'] },
  { name: 'CREATE_USER', rights: ['CREATE_USER'] },
  { name: 'Nutzerpflege', rights: ['VIEW_USER', 'CREATE_USER'] },
  { name: 'Nutzerpflege + MANAGE_ROLES', rights: ['VIEW_USER', 'CREATE_USER', 'MANAGE_ROLES'] },
  { name: 'MANAGE_ROLES', rights: ['MANAGE_ROLES'] },
  { name: 'Nutzerpflege + EDIT_OWN_TENANT', rights: ['VIEW_USER', 'CREATE_USER', 'EDIT_OWN_TENANT'] },
  { name: 'Nutzerpflege + TENANT_INDEPENDENCE', rights: ['VIEW_USER', 'CREATE_USER', 'TENANT_INDEPENDENCE', 'MANAGE_ROLES'] },
  { name: 'Admin', rights: RIGHTS, admin: true },
  { name: 'super admin', rights: RIGHTS, superAdmin: true },
];

type TargetKind = 'weaker' | 'equal' | 'stronger' | 'main account' | 'self';
const TARGETS: TargetKind[] = ['weaker', 'equal', 'stronger', 'main account', 'self'];

/** The Sachbearbeitung role's rights: case work, stronger than a user manager's. */
const STRONGER: readonly Right[] = [
  'ADD_IMAGES_TO_EXISTING_CASE',
  'BIS_MANAGE_INFORMATION',
  'CREATE_CASE_NOTES',
  'CREATE_NEW_CASE',
  'VIEW_CASES',
  'VIEW_DASHBOARD',
];
const WEAKER: readonly Right[] = ['VIEW_USER'];

const app = freshApp();
const callers = new Map<string, { email: string; id: number }>();
let weakerRole: number;
/** another role with the weaker rights, to give any target */
let otherWeakerRole: number;
let musterstadt: number;
let category: number;

beforeAll(async () => {
  const t = app();
  musterstadt = t.ids.tenants.musterstadt!;
  for (const [index, caller] of CALLERS.entries()) {
    if (caller.superAdmin) {
      callers.set(caller.name, { email: ACCOUNTS.superAdmin, id: t.ids.users[ACCOUNTS.superAdmin]! });
      continue;
    }
    const email = `aufrufer-${index}@musterstadt.example`;
    const { id } = await addAccount(t, email, 'musterstadt', caller.rights);
    if (caller.admin) await t.db.updateTable('appUser').set({ roleId: t.ids.roles['musterstadt:Admin']! }).where('id', '=', id).execute();
    callers.set(caller.name, { email, id });
  }
  weakerRole = await createRole(t.db, musterstadt, 'Schwächer', WEAKER);
  otherWeakerRole = await createRole(t.db, musterstadt, 'Auch schwächer', WEAKER);
  category = (await t.db.selectFrom('category').select('id').where('tenantId', '=', musterstadt).orderBy('id').executeTakeFirstOrThrow())
    .id;
});

const has = (caller: Caller, right: Right) => caller.rights.includes(right);
const holdsAll = (caller: Caller, rights: readonly string[]) =>
  caller.superAdmin || rights.every((right) => (caller.rights as readonly string[]).includes(right));

function targetRights(caller: Caller, kind: TargetKind): readonly Right[] {
  if (kind === 'weaker') return WEAKER;
  if (kind === 'equal') return caller.rights;
  if (kind === 'stronger') return STRONGER;
  return kind === 'main account' ? RIGHTS : caller.rights;
}

/** The rule, restated: may the caller touch an account of this kind, given its rights before and after? */
function mayTouch(caller: Caller, kind: TargetKind, after: readonly string[] = targetRights(caller, kind)): boolean {
  if (caller.superAdmin) return true;
  if (kind === 'main account' && !caller.admin) return false;
  return holdsAll(caller, targetRights(caller, kind)) && holdsAll(caller, after);
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}@musterstadt.example`;

/** A fresh account of the kind, so no case sees another's changes; the main account is made Musterstadt's for the case. */
async function target(caller: Caller, kind: TargetKind): Promise<{ id: number; email: string; restore: () => Promise<void> }> {
  const t = app();
  const nothing = async () => {};
  if (kind === 'self') {
    const self = callers.get(caller.name)!;
    const row = await t.db.selectFrom('appUser').select('email').where('id', '=', self.id).executeTakeFirstOrThrow();
    return { id: self.id, email: row.email, restore: nothing };
  }
  const email = unique('ziel');
  const roleId =
    kind === 'main account'
      ? t.ids.roles['musterstadt:Admin']!
      : kind === 'stronger'
        ? t.ids.roles['musterstadt:Sachbearbeitung']!
        : kind === 'weaker'
          ? weakerRole
          : await createRole(t.db, musterstadt, `Gleich ${email}`, caller.rights);
  // no password: the targets never log in, and hashing one for each of hundreds of cases would cost seconds
  const id = await insertAccount(t, { tenantId: musterstadt, roleId, email, passwordHash: 'kein-passwort' });
  if (kind !== 'main account') return { id, email, restore: nothing };
  await t.db.updateTable('tenant').set({ mainAccountId: id }).where('id', '=', musterstadt).execute();
  return {
    id,
    email,
    restore: async () => {
      await t.db.updateTable('tenant').set({ mainAccountId: t.ids.users[ACCOUNTS.musterAdmin]! }).where('id', '=', musterstadt).execute();
    },
  };
}

interface UserOperation {
  name: string;
  /** whether the operation is allowed, apart from the account rule (the right it needs, the own account) */
  precondition(caller: Caller, kind: TargetKind): boolean;
  /** the target's rights after the operation, where it gives the account another role */
  after?: () => readonly string[];
  send(as: string, user: { id: number; email: string }): ReturnType<TestApp['request']>;
  /** whether the operation's effect is in the database */
  applied(user: { id: number; email: string }): Promise<boolean>;
}

const save = (as: string, id: number, payload: object) =>
  app().request(as, { method: 'PUT', url: `/api/user/${id}`, payload: { firstname: 'Ziel', lastname: 'geändert', ...payload } });
const userRow = (id: number) => app().db.selectFrom('appUser').selectAll().where('id', '=', id).executeTakeFirst();
const manager = (caller: Caller) => has(caller, 'CREATE_USER');
const managerNotSelf = (caller: Caller, kind: TargetKind) => manager(caller) && (kind !== 'self' || !!caller.superAdmin);

const USER_OPERATIONS: UserOperation[] = [
  {
    name: 'changes the name',
    precondition: (caller, kind) => manager(caller) || kind === 'self',
    send: (as, user) => save(as, user.id, { email: user.email, lastname: 'Neuname' }),
    applied: async (user) => (await userRow(user.id))?.lastname === 'Neuname',
  },
  {
    name: 'changes the e-mail address',
    precondition: manager,
    send: (as, user) => save(as, user.id, { email: `neu-${user.email}` }),
    applied: async (user) => (await userRow(user.id))?.email === `neu-${user.email}`,
  },
  {
    name: 'takes the role away',
    precondition: managerNotSelf,
    after: () => [],
    send: (as, user) => save(as, user.id, { email: user.email, role: null }),
    applied: async (user) => (await userRow(user.id))?.roleId === null,
  },
  {
    name: 'gives a weaker role',
    precondition: managerNotSelf,
    after: () => WEAKER,
    send: (as, user) => save(as, user.id, { email: user.email, role: String(otherWeakerRole) }),
    applied: async (user) => (await userRow(user.id))?.roleId === otherWeakerRole,
  },
  {
    name: 'blocks',
    precondition: (caller, kind) => manager(caller) && has(caller, 'TENANT_INDEPENDENCE') && kind !== 'self',
    send: (as, user) => save(as, user.id, { email: user.email, status: false }),
    applied: async (user) => (await userRow(user.id))?.status === 0,
  },
  {
    name: 'sends a password reset',
    precondition: manager,
    send: (as, user) => app().request(as, { method: 'PUT', url: `/api/user/${user.id}/send-password-reset` }),
    applied: async (user) =>
      (await app().db.selectFrom('passwordResetToken').select('id').where('userId', '=', user.id).executeTakeFirst()) !== undefined,
  },
  {
    name: 'assigns a category',
    precondition: manager,
    send: (as, user) => app().request(as, { method: 'PUT', url: `/api/user/${user.id}/assigned-categories`, payload: [category] }),
    applied: async (user) =>
      (await app().db.selectFrom('userCategoryAssignment').select('categoryId').where('userId', '=', user.id).executeTakeFirst()) !==
      undefined,
  },
  {
    name: 'deletes',
    // deleting the own account, or the own tenant's main account (which deletes every user of it), is refused anyway
    precondition: (caller, kind) => manager(caller) && kind !== 'self' && !(kind === 'main account' && !caller.superAdmin),
    send: (as, user) => app().request(as, { method: 'DELETE', url: `/api/user/${user.id}` }),
    applied: async (user) => (await userRow(user.id)) === undefined,
  },
];

describe.each(CALLERS)('$name', (caller) => {
  describe.each(TARGETS.filter((kind) => !(kind === 'self' && caller.superAdmin)))('on a %s account', (kind) => {
    it.each(USER_OPERATIONS.filter((op) => !(op.name === 'deletes' && kind === 'main account' && caller.superAdmin)))(
      '$name only as the rule allows',
      async (operation) => {
        const { email } = callers.get(caller.name)!;
        const user = await target(caller, kind);
        try {
          const allowed = operation.precondition(caller, kind) && (kind === 'self' || mayTouch(caller, kind, operation.after?.()));
          const response = await operation.send(email, user);
          if (allowed) {
            expect(response.statusCode, response.body).toBeLessThan(300);
            expect(await operation.applied(user)).toBe(true);
          } else {
            expect([403, 409], response.body).toContain(response.statusCode);
            expect(await operation.applied(user)).toBe(false);
          }
        } finally {
          await user.restore();
        }
      },
    );
  });

  it.each(['weaker', 'equal', 'stronger'] as const)('creates an account with a %s role only as the rule allows', async (kind) => {
    const { email } = callers.get(caller.name)!;
    const roleId = await createRole(app().db, musterstadt, `Neu ${unique('rolle')}`, targetRights(caller, kind));
    const newEmail = unique('neu');
    const response = await app().request(email, {
      method: 'POST',
      url: '/api/user',
      payload: { email: newEmail, firstname: 'Neu', lastname: 'Konto', tenantId: musterstadt, role: String(roleId), status: true },
    });
    const created = await app().db.selectFrom('appUser').select('id').where('email', '=', newEmail).executeTakeFirst();
    if (manager(caller) && mayTouch(caller, kind)) {
      expect(response.statusCode, response.body).toBe(201);
      expect(created).toBeDefined();
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(created).toBeUndefined();
    }
  });

  describe.each(['weaker', 'equal', 'stronger'] as const)('on a role with %s rights', (kind) => {
    const ROLE_OPERATIONS = [
      {
        name: 'switches VIEW_USER',
        url: (id: number) => `/api/role/${id}/right/VIEW_USER`,
        after: (r: readonly string[]) => (r.includes('VIEW_USER') ? r.filter((right) => right !== 'VIEW_USER') : [...r, 'VIEW_USER']),
      },
      {
        name: 'revokes a right',
        url: (id: number, r: readonly string[]) => `/api/role/${id}/right/${r[0]}`,
        after: (r: readonly string[]) => r.slice(1),
      },
      { name: 'renames', url: (id: number) => `/api/role/${id}`, body: { name: 'Umbenannt' } },
      { name: 'deletes', url: (id: number) => `/api/role/${id}`, method: 'DELETE' as const },
    ];
    it.each(ROLE_OPERATIONS)('$name only as the rule allows', async (operation) => {
      const { email } = callers.get(caller.name)!;
      const before = targetRights(caller, kind);
      const roleId = await createRole(app().db, musterstadt, `Rolle ${unique('r')}`, before);
      const rightsOf = async () =>
        (await app().db.selectFrom('roleRight').select('right').where('roleId', '=', roleId).execute()).map((r) => r.right).sort();
      const response = await app().request(email, {
        method: operation.method ?? 'PUT',
        url: operation.url(roleId, before),
        ...(operation.body ? { payload: { ...operation.body, name: `${operation.body.name} ${roleId}` } } : {}),
      });
      const after = operation.after?.(before) ?? before;
      const allowed = has(caller, 'MANAGE_ROLES') && holdsAll(caller, before) && holdsAll(caller, after);
      const role = await app().db.selectFrom('role').select('name').where('id', '=', roleId).executeTakeFirst();
      if (allowed) {
        expect(response.statusCode, response.body).toBe(200);
        if (operation.method === 'DELETE') expect(role).toBeUndefined();
        else if (operation.body) expect(role?.name).toBe(`Umbenannt ${roleId}`);
        else expect(await rightsOf()).toEqual([...new Set(after)].sort());
      } else {
        expect(response.statusCode, response.body).toBe(403);
        expect(role).toBeDefined();
        expect(await rightsOf()).toEqual([...before].sort());
      }
    });
  });
});

describe('the takeover sequences of the security review', () => {
  it('a user manager can neither demote the main Admin and then change her address, nor demote and then delete a stronger account', async () => {
    const caller = CALLERS.find((c) => c.name === 'Nutzerpflege')!;
    const { email } = callers.get(caller.name)!;
    const main = await target(caller, 'main account');
    const stronger = await target(caller, 'stronger');
    try {
      for (const user of [main, stronger]) {
        const demote = await save(email, user.id, { email: user.email, role: null });
        expect(demote.statusCode).toBe(403);
        const takeover = await save(email, user.id, { email: 'takeover@evil.example' });
        expect(takeover.statusCode).toBe(403);
        const remove = await app().request(email, { method: 'DELETE', url: `/api/user/${user.id}` });
        expect(remove.statusCode).toBe(403);
        expect(await userRow(user.id)).toMatchObject({ email: user.email, status: 1 });
        expect((await userRow(user.id))?.roleId).not.toBeNull();
      }
      const reset = await app().request(null, {
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { mail: 'takeover@evil.example' },
      });
      expect(reset.statusCode).toBeLessThan(500);
      expect((await app().flushMails()).filter((mail) => mail.to === 'takeover@evil.example')).toEqual([]);
    } finally {
      await main.restore();
    }
  });

  it('answers the refusals in German', async () => {
    const { email } = callers.get('Nutzerpflege')!;
    const main = await target(CALLERS[2]!, 'main account');
    try {
      expect((await save(email, main.id, { email: main.email, role: null })).json()).toEqual({
        message: 'Das Hauptkonto eines Mandanten können nur das Konto selbst, ein Admin des Mandanten oder ein Super-Admin ändern.',
        code: 'MAIN_ACCOUNT_PROTECTED',
      });
    } finally {
      await main.restore();
    }
    const stronger = await target(CALLERS[2]!, 'stronger');
    expect((await app().request(email, { method: 'DELETE', url: `/api/user/${stronger.id}` })).json()).toEqual({
      message: 'Dieses Konto hat Rechte, die Sie selbst nicht haben. Sie können es daher nicht ändern.',
      code: 'STRONGER_ACCOUNT',
    });
  });
});

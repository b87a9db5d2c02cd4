import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { asUser, consumerPact, DEMO, errorBody, loggedIn, loggedInApi, pageBody, statePath, withToken } from './pact.js';

const { atLeastLike, boolean, eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = consumerPact('roles');

const MUSTERSTADT = 'Musterstadt';
/** a role of Musterstadt that no demo user holds; the states create, reset or remove it */
const SPARE_ROLE = 'Pressestelle';
const RENAMED_ROLE = 'Öffentlichkeitsarbeit';

/** The role shape the matrix reads; in a list, a role may hold no right at all. */
const role = (
  name: unknown,
  rights: unknown = atLeastLike('VIEW_DASHBOARD', 0),
  variableRights: unknown = atLeastLike(integer(31), 0),
) => ({
  id: integer(7),
  name,
  rights,
  variableRights,
  tenantId: integer(2),
  admin: boolean(false),
});

const spareRole = (rights: string) => ({ tenant: MUSTERSTADT, name: SPARE_ROLE, rights });
const rolePath = (suffix = '') => statePath(`/api/role/\${roleId}${suffix}`, { roleId: 7 });

describe('role matrix reads', () => {
  it('GET /api/role lists the roles of the own tenant, Admin first', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the roles of the own tenant')
      .withRequest('GET', '/api/role', withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike({ ...role(string('Admin')), admin: boolean(true) })))
      .executeTest(async (server) => {
        const roles = await loggedInApi(server.url).roles.list();
        expect(roles[0]).toMatchObject({ name: 'Admin', admin: true });
      }));

  it('GET /api/role/tenant/{tenantId} answers the roles of a chosen tenant as a page', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a role exists', { tenant: MUSTERSTADT, name: 'Sachbearbeitung' })
      .uponReceiving('a request for the roles of a chosen tenant')
      .withRequest('GET', statePath('/api/role/tenant/${tenantId}', { tenantId: 2 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(pageBody(role(string('Sachbearbeitung')), { totalElements: 2, size: 2 })))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).roles.ofTenant(2);
        expect(page.content[0]!.name).toBe('Sachbearbeitung');
      }));

  it('GET /api/role/variableRights/{tenantId} answers the variable rights per information category', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a variable right exists', { tenant: MUSTERSTADT, basicRight: 'BASIC_RIGHT_CREATE', category: 'Veranstaltungen' })
      .uponReceiving('a request for the variable rights of a tenant')
      .withRequest('GET', statePath('/api/role/variableRights/${tenantId}', { tenantId: 2 }), (b) => b.headers(loggedIn()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({
            id: integer(31),
            module: string('BUERGERINFO'),
            bisCategoryId: integer(1),
            bisCategoryName: string('Veranstaltungen'),
            basicRight: string('BASIC_RIGHT_CREATE'),
          }),
          totalPages: integer(1),
          totalElements: integer(1),
          page: integer(0),
          size: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).roles.variableRights(2);
        expect(page.content[0]).toMatchObject({ module: 'BUERGERINFO', basicRight: 'BASIC_RIGHT_CREATE' });
      }));

  it('GET /api/role/rights lists the right names of the rows', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the right names of the role matrix')
      .withRequest('GET', '/api/role/rights', withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike('VIEW_USER')))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).platform.rights()).toContain('VIEW_USER');
      }));
});

describe('role changes', () => {
  it('POST /api/role creates a role in the tenant', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('no role has the name', { tenant: MUSTERSTADT, name: SPARE_ROLE })
      .uponReceiving('a new role')
      .withRequest('POST', '/api/role', (b) =>
        b.headers(loggedIn()).jsonBody({ name: SPARE_ROLE, rights: [], tenantId: fromProviderState('${tenantId}', 2) }),
      )
      .willRespondWith(201, (b) => b.jsonBody(role(SPARE_ROLE, [], [])))
      .executeTest(async (server) => {
        const created = await loggedInApi(server.url).roles.create({ name: SPARE_ROLE, rights: [], tenantId: 2 });
        expect(created).toMatchObject({ name: SPARE_ROLE, rights: [], admin: false });
      }));

  it('PUT /api/role/{id} renames a role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('no role has the name', { tenant: MUSTERSTADT, name: RENAMED_ROLE })
      .given('a role exists', spareRole('VIEW_DASHBOARD'))
      .uponReceiving('a new name for a role')
      .withRequest('PUT', rolePath(), (b) => b.headers(loggedIn()).jsonBody({ name: RENAMED_ROLE }))
      .willRespondWith(200, (b) => b.jsonBody(role(RENAMED_ROLE)))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).roles.rename(7, RENAMED_ROLE)).name).toBe(RENAMED_ROLE);
      }));

  it('PUT /api/role/{id} answers 409 for a name the tenant already has', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a role exists', spareRole('VIEW_DASHBOARD'))
      .uponReceiving('a role name that is taken')
      .withRequest('PUT', rolePath(), (b) => b.headers(loggedIn()).jsonBody({ name: 'Sachbearbeitung' }))
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('ROLE_NAME_TAKEN', 'Für diesen Mandanten gibt es bereits eine Rolle mit diesem Namen.')),
      )
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).roles.rename(7, 'Sachbearbeitung')).rejects.toMatchObject({
          status: 409,
          code: 'ROLE_NAME_TAKEN',
        });
      }));

  it('DELETE /api/role/{id} deletes a role nobody holds', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a role exists', spareRole(''))
      .uponReceiving('the deletion of a role nobody holds')
      .withRequest('DELETE', rolePath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Die Rolle Pressestelle wurde gelöscht.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).roles.remove(7)).message).toContain(SPARE_ROLE);
      }));

  it('DELETE /api/role/{id} answers 409 while users hold the role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a role exists', { tenant: MUSTERSTADT, name: 'Sachbearbeitung' })
      .uponReceiving('the deletion of a role users hold')
      .withRequest('DELETE', rolePath(), withToken)
      .willRespondWith(409, (b) => b.jsonBody(errorBody('ROLE_IN_USE', 'Die Rolle ist noch Nutzern zugewiesen.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).roles.remove(7)).rejects.toMatchObject({ status: 409, code: 'ROLE_IN_USE' });
      }));
});

describe('matrix checkboxes', () => {
  it('PUT /api/role/{id}/right/{right} grants a right the role lacks and answers the role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a role exists', spareRole('VIEW_DASHBOARD'))
      .uponReceiving('a toggle of a right the role lacks')
      .withRequest('PUT', rolePath('/right/VIEW_USER'), withToken)
      .willRespondWith(200, (b) => b.jsonBody(role(SPARE_ROLE, ['VIEW_DASHBOARD', 'VIEW_USER'], [])))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).roles.toggleRight(7, 'VIEW_USER')).rights).toContain('VIEW_USER');
      }));

  it('PUT /api/role/{id}/right/{right} answers 409 for a right of the Admin role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a role exists', { tenant: MUSTERSTADT, name: 'Admin' })
      .uponReceiving('a toggle of a right of the Admin role')
      .withRequest('PUT', rolePath('/right/VIEW_USER'), withToken)
      .willRespondWith(409, (b) => b.jsonBody(errorBody('ADMIN_ROLE_PROTECTED', 'Der Rolle Admin können keine Rechte entzogen werden.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).roles.toggleRight(7, 'VIEW_USER')).rejects.toMatchObject({
          status: 409,
          code: 'ADMIN_ROLE_PROTECTED',
        });
      }));

  it('PUT /api/role/{id}/variable-right/{variableRightId} grants a variable right and answers the role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a variable right exists', { tenant: MUSTERSTADT, basicRight: 'BASIC_RIGHT_EDIT', category: 'Veranstaltungen' })
      .given('a role exists', spareRole('VIEW_DASHBOARD'))
      .uponReceiving('a toggle of a variable right the role lacks')
      .withRequest('PUT', statePath('/api/role/${roleId}/variable-right/${variableRightId}', { roleId: 7, variableRightId: 32 }), (b) =>
        b.headers(loggedIn()),
      )
      .willRespondWith(200, (b) => b.jsonBody(role(SPARE_ROLE, ['VIEW_DASHBOARD'], eachLike(integer(32)))))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).roles.toggleVariableRight(7, 32)).variableRights).toEqual([32]);
      }));
});

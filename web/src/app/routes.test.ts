import { describe, expect, it } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import { FRAME_ROUTES } from '@contracts/frame-routes.js';
import { buildMenu, type MenuUser } from './menu.js';
import { type AppRoute, mayOpen, ROUTES } from './routes.js';

const SPEC_ROUTES = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/register',
  '/pending',
  '/dashboard',
  '/cases',
  '/create-case',
  '/edit-case',
  '/cases-map',
  '/create-case-frame',
  '/fall-melden',
  '/users',
  '/create-user',
  '/edit-user',
  '/tenants',
  '/create-tenant',
  '/edit-tenant',
  '/roles',
  '/categories',
  '/create-category',
  '/edit-category',
  '/tags',
  '/create-tag',
  '/edit-tag',
  '/buergerinfo-categories',
  '/create-bis-category',
  '/edit-bis-category',
  '/buergerinfos',
  '/create-buergerinfo',
  '/edit-buergerinfo',
  '/surveys',
  '/create-survey',
  '/edit-survey',
  '/promotions',
  '/create-promotion',
  '/edit-promotion',
  '/correspondents',
  '/create-correspondent',
  '/edit-correspondent',
  '/create-mailblock',
  '/create-broadcast',
  '/imprint',
];
/**
 * Routes beyond the screens of the original route list: the reporter's status page of the mailed status link, the answer
 * templates, the data protection requests, the accessibility statement as a frame and in the
 * back office.
 */
const EXTRA_ROUTES = [
  '/fall-status',
  '/answer-templates',
  '/create-answer-template',
  '/edit-answer-template',
  '/privacy',
  '/account',
  '/barrierefreiheit',
  '/accessibility',
];

describe('ROUTES', () => {
  it('lists every route of the specification once, and the extra ones', () => {
    const paths = ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
  });

  it('hands the frame routes to the frames bundle and keeps only the auth pages and imprint public', () => {
    const byAccess = (access: string) => ROUTES.filter((route) => route.access === access).map((route) => route.path);
    expect(byAccess('frame')).toEqual([...FRAME_ROUTES]);
    expect(byAccess('guest')).toEqual(['/login']);
    expect(byAccess('public').sort()).toEqual(['/forgot-password', '/pending', '/register', '/reset-password']);
    expect(byAccess('any')).toEqual(['/imprint']);
  });
});

const route = (path: string): AppRoute => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const ruleOf = (path: string) => {
  const found = route(path);
  if (found.access !== 'private') throw new Error(`${path} is not private`);
  return found.allowed;
};
const user = (rights: readonly string[], superAdmin = false, modules = ['MAENGELMELDER', 'BUERGERINFO']): MenuUser => ({
  allRights: rights,
  superAdmin,
  tenant: { modules },
});
const tenantAdmin = user(RIGHTS);
const superAdmin = user(RIGHTS, true);
const privatePaths = ROUTES.filter((candidate) => candidate.access === 'private').map((candidate) => candidate.path);
const menuPaths = (someone: MenuUser) => buildMenu(someone).flatMap((group) => group.items.map((item) => item.path));

/** Nobody, each single right with and without the citizen information module, the tenant and the super admin. */
const SAMPLE_USERS: MenuUser[] = [
  user([]),
  user([], true),
  ...RIGHTS.flatMap((right) => [user([right]), user([right], false, ['MAENGELMELDER'])]),
  tenantAdmin,
  superAdmin,
];

/** The create and edit routes of each list (the correspondents' also the block list). */
const FORMS_OF_LIST: Record<string, string[]> = {
  '/cases': ['/create-case', '/edit-case'],
  '/users': ['/create-user', '/edit-user'],
  '/tenants': ['/create-tenant', '/edit-tenant'],
  '/categories': ['/create-category', '/edit-category'],
  '/tags': ['/create-tag', '/edit-tag'],
  '/answer-templates': ['/create-answer-template', '/edit-answer-template'],
  '/buergerinfo-categories': ['/create-bis-category', '/edit-bis-category'],
  '/buergerinfos': ['/create-buergerinfo', '/edit-buergerinfo'],
  '/surveys': ['/create-survey', '/edit-survey'],
  '/promotions': ['/create-promotion', '/edit-promotion'],
  '/correspondents': ['/create-correspondent', '/edit-correspondent', '/create-mailblock'],
};

describe('who may open a route', () => {
  it('opens a menu entry’s screen exactly to those who see the entry', () => {
    const everyEntry = menuPaths(superAdmin);
    for (const someone of SAMPLE_USERS) {
      expect(everyEntry.filter((path) => mayOpen(route(path), someone))).toEqual(menuPaths(someone));
    }
  });

  it('opens the create and edit routes by the rule of their list', () => {
    for (const [list, forms] of Object.entries(FORMS_OF_LIST)) {
      for (const form of forms) expect(ruleOf(form), `${form} as ${list}`).toBe(ruleOf(list));
    }
  });

  it('keeps only the super admin screens from a tenant admin with every right', () => {
    expect(privatePaths.filter((path) => !mayOpen(route(path), tenantAdmin)).sort()).toEqual(
      [
        '/promotions',
        '/create-promotion',
        '/edit-promotion',
        '/correspondents',
        '/create-correspondent',
        '/edit-correspondent',
        '/create-mailblock',
        '/create-broadcast',
      ].sort(),
    );
    expect(privatePaths.filter((path) => !mayOpen(route(path), superAdmin))).toEqual([]);
  });

  it('opens the citizen information screens only with the BUERGERINFO module', () => {
    const withoutModule = user(RIGHTS, false, ['MAENGELMELDER']);
    expect(mayOpen(route('/buergerinfos'), withoutModule)).toBe(false);
    expect(mayOpen(route('/edit-survey'), withoutModule)).toBe(false);
    expect(mayOpen(route('/cases'), withoutModule)).toBe(true);
  });

  it('opens no private route to an anonymous visitor, and the imprint to anybody', () => {
    expect(privatePaths.filter((path) => mayOpen(route(path), null))).toEqual([]);
    expect(mayOpen(route('/imprint'), null)).toBe(true);
  });
});

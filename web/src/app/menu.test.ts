import { describe, expect, it } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import { buildMenu, type MenuUser } from './menu.js';

const user = (rights: string[], options: { superAdmin?: boolean; modules?: string[] } = {}): MenuUser => ({
  allRights: rights,
  superAdmin: options.superAdmin ?? false,
  tenant: { modules: options.modules ?? ['MAENGELMELDER', 'BUERGERINFO'] },
});

/** The menu as "group: path, path" lines, easy to compare. */
const paths = (menu: ReturnType<typeof buildMenu>) =>
  menu.map((group) => `${group.id}: ${group.items.map((item) => item.path).join(', ')}`);

describe('buildMenu', () => {
  it('shows nothing without rights', () => {
    expect(buildMenu(user([]))).toEqual([]);
  });

  it('gives a tenant admin with all rights everything except the super admin entries', () => {
    expect(paths(buildMenu(user([...RIGHTS])))).toEqual([
      'general: /dashboard',
      'maengelmelder: /categories, /tags, /answer-templates, /cases',
      'buergerinfo: /buergerinfo-categories, /buergerinfos, /surveys',
      'management: /users, /roles, /tenants, /privacy',
    ]);
  });

  it('adds Promotions, Korrespondenz and Broadcast for the super admin only (and Datenschutzanfragen without any right)', () => {
    expect(paths(buildMenu(user([...RIGHTS], { superAdmin: true })))).toContain(
      'management: /users, /promotions, /roles, /tenants, /correspondents, /create-broadcast, /privacy',
    );
    expect(paths(buildMenu(user([], { superAdmin: true })))).toEqual([
      'management: /promotions, /correspondents, /create-broadcast, /privacy',
    ]);
  });

  it('gates the demo clerk (Sachbearbeitung) to dashboard, cases and information', () => {
    const clerk = user([
      'VIEW_DASHBOARD',
      'VIEW_CASES',
      'CREATE_NEW_CASE',
      'CREATE_CASE_NOTES',
      'ADD_IMAGES_TO_EXISTING_CASE',
      'BIS_MANAGE_INFORMATION',
    ]);
    expect(paths(buildMenu(clerk))).toEqual(['general: /dashboard', 'maengelmelder: /cases', 'buergerinfo: /buergerinfos']);
  });

  it('hides the whole citizen information group without the BUERGERINFO module', () => {
    const menu = buildMenu(user(['BIS_MANAGE_CATEGORIES', 'BIS_MANAGE_INFORMATION', 'BIS_CREATE_SURVEYS'], { modules: ['MAENGELMELDER'] }));
    expect(menu).toEqual([]);
  });

  it('needs MANAGE_CATEGORIES for both category entries and the answer templates', () => {
    expect(paths(buildMenu(user(['MANAGE_CATEGORIES'])))).toEqual(['maengelmelder: /categories, /tags, /answer-templates']);
  });

  it('shows Mandanten with TENANT_INDEPENDENCE or EDIT_OWN_TENANT, Datenschutzanfragen with EDIT_OWN_TENANT', () => {
    expect(paths(buildMenu(user(['TENANT_INDEPENDENCE'])))).toEqual(['management: /tenants']);
    expect(paths(buildMenu(user(['EDIT_OWN_TENANT'])))).toEqual(['management: /tenants, /privacy']);
    expect(paths(buildMenu(user(['EDIT_CUSTOMERS'])))).toEqual([]);
  });

  it('maps each single right to its entry', () => {
    expect(paths(buildMenu(user(['VIEW_USER'])))).toEqual(['management: /users']);
    expect(paths(buildMenu(user(['MANAGE_ROLES'])))).toEqual(['management: /roles']);
    expect(paths(buildMenu(user(['BIS_CREATE_SURVEYS'])))).toEqual(['buergerinfo: /surveys']);
    expect(paths(buildMenu(user(['BIS_MANAGE_CATEGORIES'])))).toEqual(['buergerinfo: /buergerinfo-categories']);
  });
});

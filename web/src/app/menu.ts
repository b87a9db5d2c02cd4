import type { ModuleName, Right } from '@contracts/catalog.js';
import type { MessageKey } from '../i18n/de.js';

/** What the menu and the route guard need to know about the logged-in user. */
export interface MenuUser {
  allRights: readonly string[];
  superAdmin: boolean;
  tenant: { modules: readonly string[] };
}

export interface MenuItem {
  labelKey: MessageKey;
  path: string;
}

export interface MenuGroup {
  id: string;
  labelKey: MessageKey;
  items: MenuItem[];
}

/** Whether the user may open a screen area. */
export type AccessRule = (user: MenuUser) => boolean;

const anyRight =
  (...rights: Right[]): AccessRule =>
  (user) =>
    rights.some((right) => user.allRights.includes(right));
const superAdminOnly: AccessRule = (user) => user.superAdmin;
const withModule =
  (module: ModuleName, rule: AccessRule): AccessRule =>
  (user) =>
    user.tenant.modules.includes(module) && rule(user);

/**
 * Who may open each screen area (docs/product/README.md#routes-and-access). The menu shows an area's entry, and
 * the router (routes.tsx) opens the area's list, create and edit routes, by the same rule: a screen can be reached
 * exactly when its entry is shown, and everyone else gets the no-access page.
 */
export const SCREEN_ACCESS = {
  dashboard: anyRight('VIEW_DASHBOARD'),
  /** categories, subcategories (tags) and answer templates */
  catalog: anyRight('MANAGE_CATEGORIES'),
  cases: anyRight('VIEW_CASES'),
  infoCategories: withModule('BUERGERINFO', anyRight('BIS_MANAGE_CATEGORIES')),
  infos: withModule('BUERGERINFO', anyRight('BIS_MANAGE_INFORMATION')),
  surveys: withModule('BUERGERINFO', anyRight('BIS_CREATE_SURVEYS')),
  users: anyRight('VIEW_USER'),
  promotions: superAdminOnly,
  roles: anyRight('MANAGE_ROLES'),
  tenants: anyRight('TENANT_INDEPENDENCE', 'EDIT_OWN_TENANT'),
  /** correspondents and their e-mail block list */
  correspondents: superAdminOnly,
  broadcast: superAdminOnly,
  /** requests of a data subject (DSGVO): the super admin, or EDIT_OWN_TENANT within the own tenants */
  privacy: (user) => user.superAdmin || anyRight('EDIT_OWN_TENANT')(user),
} as const satisfies Record<string, AccessRule>;

interface GroupDefinition {
  id: string;
  labelKey: MessageKey;
  items: ReadonlyArray<MenuItem & { visible: AccessRule }>;
}

/** The sidebar menu with its groups, as docs/product/README.md#routes-and-access lists them. */
const MENU: readonly GroupDefinition[] = [
  {
    id: 'general',
    labelKey: 'menu.general',
    items: [{ labelKey: 'menu.dashboard', path: '/dashboard', visible: SCREEN_ACCESS.dashboard }],
  },
  {
    id: 'maengelmelder',
    labelKey: 'menu.maengelmelder',
    items: [
      { labelKey: 'menu.categories', path: '/categories', visible: SCREEN_ACCESS.catalog },
      { labelKey: 'menu.tags', path: '/tags', visible: SCREEN_ACCESS.catalog },
      { labelKey: 'answerTemplates.title', path: '/answer-templates', visible: SCREEN_ACCESS.catalog },
      { labelKey: 'menu.cases', path: '/cases', visible: SCREEN_ACCESS.cases },
    ],
  },
  {
    id: 'buergerinfo',
    labelKey: 'menu.buergerinfo',
    items: [
      { labelKey: 'menu.bisCategories', path: '/buergerinfo-categories', visible: SCREEN_ACCESS.infoCategories },
      { labelKey: 'menu.buergerinfos', path: '/buergerinfos', visible: SCREEN_ACCESS.infos },
      { labelKey: 'menu.surveys', path: '/surveys', visible: SCREEN_ACCESS.surveys },
    ],
  },
  {
    id: 'management',
    labelKey: 'menu.management',
    items: [
      { labelKey: 'menu.users', path: '/users', visible: SCREEN_ACCESS.users },
      { labelKey: 'menu.promotions', path: '/promotions', visible: SCREEN_ACCESS.promotions },
      { labelKey: 'menu.roles', path: '/roles', visible: SCREEN_ACCESS.roles },
      { labelKey: 'menu.tenants', path: '/tenants', visible: SCREEN_ACCESS.tenants },
      { labelKey: 'menu.correspondents', path: '/correspondents', visible: SCREEN_ACCESS.correspondents },
      { labelKey: 'menu.broadcast', path: '/create-broadcast', visible: SCREEN_ACCESS.broadcast },
      { labelKey: 'privacy.title', path: '/privacy', visible: SCREEN_ACCESS.privacy },
    ],
  },
];

/** The groups and entries this user may see; groups without a visible entry are left out. */
export function buildMenu(user: MenuUser): MenuGroup[] {
  return MENU.map((group) => ({
    id: group.id,
    labelKey: group.labelKey,
    items: group.items.filter((item) => item.visible(user)).map(({ labelKey, path }) => ({ labelKey, path })),
  })).filter((group) => group.items.length > 0);
}

import type { ModuleName, Right } from '@contracts/catalog.js';
import type { MessageKey } from '../i18n/de.js';

/** What the menu needs to know about the logged-in user. */
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

type Rule = (user: MenuUser) => boolean;

const anyRight =
  (...rights: Right[]): Rule =>
  (user) =>
    rights.some((right) => user.allRights.includes(right));
const superAdminOnly: Rule = (user) => user.superAdmin;

interface GroupDefinition {
  id: string;
  labelKey: MessageKey;
  /** the whole group needs this module on the user's tenant */
  module?: ModuleName;
  items: ReadonlyArray<MenuItem & { visible: Rule }>;
}

/** The sidebar menu and its gating, exactly as the specification's shell section lists them. */
const MENU: readonly GroupDefinition[] = [
  {
    id: 'general',
    labelKey: 'menu.general',
    items: [{ labelKey: 'menu.dashboard', path: '/dashboard', visible: anyRight('VIEW_DASHBOARD') }],
  },
  {
    id: 'maengelmelder',
    labelKey: 'menu.maengelmelder',
    items: [
      { labelKey: 'menu.categories', path: '/categories', visible: anyRight('MANAGE_CATEGORIES') },
      { labelKey: 'menu.tags', path: '/tags', visible: anyRight('MANAGE_CATEGORIES') },
      { labelKey: 'answerTemplates.title', path: '/answer-templates', visible: anyRight('MANAGE_CATEGORIES') },
      { labelKey: 'menu.cases', path: '/cases', visible: anyRight('VIEW_CASES') },
    ],
  },
  {
    id: 'buergerinfo',
    labelKey: 'menu.buergerinfo',
    module: 'BUERGERINFO',
    items: [
      { labelKey: 'menu.bisCategories', path: '/buergerinfo-categories', visible: anyRight('BIS_MANAGE_CATEGORIES') },
      { labelKey: 'menu.buergerinfos', path: '/buergerinfos', visible: anyRight('BIS_MANAGE_INFORMATION') },
      { labelKey: 'menu.surveys', path: '/surveys', visible: anyRight('BIS_CREATE_SURVEYS') },
    ],
  },
  {
    id: 'management',
    labelKey: 'menu.management',
    items: [
      { labelKey: 'menu.users', path: '/users', visible: anyRight('VIEW_USER') },
      { labelKey: 'menu.promotions', path: '/promotions', visible: superAdminOnly },
      { labelKey: 'menu.roles', path: '/roles', visible: anyRight('MANAGE_ROLES') },
      { labelKey: 'menu.tenants', path: '/tenants', visible: anyRight('TENANT_INDEPENDENCE', 'EDIT_OWN_TENANT') },
      { labelKey: 'menu.correspondents', path: '/correspondents', visible: superAdminOnly },
      { labelKey: 'menu.broadcast', path: '/create-broadcast', visible: superAdminOnly },
    ],
  },
];

/** The groups and entries this user may see; groups without a visible entry are left out. */
export function buildMenu(user: MenuUser): MenuGroup[] {
  return MENU.filter((group) => !group.module || user.tenant.modules.includes(group.module))
    .map((group) => ({
      id: group.id,
      labelKey: group.labelKey,
      items: group.items.filter((item) => item.visible(user)).map(({ labelKey, path }) => ({ labelKey, path })),
    }))
    .filter((group) => group.items.length > 0);
}

import type { Right } from '@contracts/catalog.js';

/** The landing routes after login in the order of docs/product/accounts-and-roles.md#landing-page-after-login. */
const LANDING_ROUTES: ReadonlyArray<readonly [path: string, rights: readonly Right[]]> = [
  ['/dashboard', ['VIEW_DASHBOARD']],
  ['/cases', ['VIEW_CASES']],
  ['/users', ['VIEW_USER']],
  ['/buergerinfos', ['BIS_MANAGE_INFORMATION']],
  ['/roles', ['MANAGE_ROLES']],
  ['/tenants', ['TENANT_INDEPENDENCE', 'EDIT_OWN_TENANT']],
];

/** A user without any of those rights still needs a page: the imprint, reachable by everyone. */
export const FALLBACK_LANDING_ROUTE = '/imprint';

export function landingRoute(rights: readonly string[]): string {
  const match = LANDING_ROUTES.find(([, needed]) => needed.some((right) => rights.includes(right)));
  return match ? match[0] : FALLBACK_LANDING_ROUTE;
}

/**
 * The routingTarget of /login, if it is a path of this site (never another origin: "//host", "/\host"
 * or "https://..." would turn the login into an open redirect).
 */
export function safeRoutingTarget(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/login(?:[?#]|$)/.test(value)) return null;
  return value;
}

/** Where an unauthenticated visit to a private page is sent. */
export const loginUrlFor = (path: string, search: string) =>
  `/login?routingTarget=${encodeURIComponent(search ? `${path}?${search}` : path)}`;

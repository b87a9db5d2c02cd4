import { describe, expect, it } from 'vitest';
import { FALLBACK_LANDING_ROUTE, landingRoute, loginUrlFor, safeRoutingTarget } from './landing.js';

describe('landingRoute', () => {
  it('follows the specification order', () => {
    expect(landingRoute(['VIEW_DASHBOARD', 'VIEW_CASES', 'VIEW_USER'])).toBe('/dashboard');
    expect(landingRoute(['VIEW_CASES', 'VIEW_USER'])).toBe('/cases');
    expect(landingRoute(['VIEW_USER', 'BIS_MANAGE_INFORMATION'])).toBe('/users');
    expect(landingRoute(['BIS_MANAGE_INFORMATION', 'MANAGE_ROLES'])).toBe('/buergerinfos');
    expect(landingRoute(['MANAGE_ROLES', 'TENANT_INDEPENDENCE'])).toBe('/roles');
    expect(landingRoute(['TENANT_INDEPENDENCE'])).toBe('/tenants');
    expect(landingRoute(['EDIT_OWN_TENANT'])).toBe('/tenants');
  });

  it('falls back to the imprint when no landing right is held', () => {
    expect(landingRoute([])).toBe(FALLBACK_LANDING_ROUTE);
    expect(landingRoute(['CREATE_NEW_CASE', 'EDIT_CUSTOMERS'])).toBe('/imprint');
  });
});

describe('safeRoutingTarget', () => {
  it('accepts paths of this site with their query', () => {
    expect(safeRoutingTarget('/cases')).toBe('/cases');
    expect(safeRoutingTarget('/edit-user?userId=4')).toBe('/edit-user?userId=4');
  });

  it('refuses other origins, empty values and the login itself', () => {
    for (const value of [
      null,
      '',
      'cases',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/login?routingTarget=/x',
    ]) {
      expect(safeRoutingTarget(value)).toBeNull();
    }
  });
});

describe('loginUrlFor', () => {
  it('keeps path and query in routingTarget', () => {
    expect(loginUrlFor('/edit-user', 'userId=4')).toBe('/login?routingTarget=%2Fedit-user%3FuserId%3D4');
    expect(loginUrlFor('/cases', '')).toBe('/login?routingTarget=%2Fcases');
  });
});

import { describe, expect, it } from 'vitest';
import { FRAME_ROUTES } from '../frames/frame-routes.js';
import { ROUTES } from './routes.js';

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
/** Routes beyond the specification: the reporter's status page of the mailed status link (issue 5), the answer templates (issue 15). */
const EXTRA_ROUTES = ['/fall-status', '/answer-templates', '/create-answer-template', '/edit-answer-template'];

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

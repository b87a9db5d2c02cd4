import { lazy, type ReactNode } from 'react';
import type { MessageKey } from '../i18n/de.js';

/**
 * private: needs a session (else /login?routingTarget=...); guest: the login page (a session goes on to the
 * dashboard); public: no session needed; any: public, shown inside the shell when logged in; frame: served
 * by frame.html (the public frames bundle), so the back office hands over with a full page load.
 */
export type RouteAccess = 'private' | 'guest' | 'public' | 'any' | 'frame';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  render: () => ReactNode;
}

const LoginPage = lazy(() => import('../features/auth/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const PendingPage = lazy(() => import('../features/auth/PendingPage.js').then((m) => ({ default: m.PendingPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const ImprintPage = lazy(() => import('../features/imprint/ImprintPage.js').then((m) => ({ default: m.ImprintPage })));
const UsersPage = lazy(() => import('../features/users/UsersPage.js').then((m) => ({ default: m.UsersPage })));
const UserFormPage = lazy(() => import('../features/users/UserFormPage.js').then((m) => ({ default: m.UserFormPage })));
const RolesPage = lazy(() => import('../features/roles/RolesPage.js').then((m) => ({ default: m.RolesPage })));
const PlaceholderPage = lazy(() =>
  import('../features/placeholder/PlaceholderPage.js').then((m) => ({ default: m.PlaceholderPage })),
);

/** A private screen that a later issue builds; until then it shows its title and "coming soon". */
const comingSoon = (path: string, titleKey: MessageKey): AppRoute => ({
  path,
  access: 'private',
  render: () => <PlaceholderPage titleKey={titleKey} />,
});

const frame = (path: string): AppRoute => ({ path, access: 'frame', render: () => null });

/** Every route of the specification's route table (§2 of both documents). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'guest', render: () => <LoginPage /> },
  { path: '/forgot-password', access: 'public', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', render: () => <ResetPasswordPage /> },
  { path: '/register', access: 'public', render: () => <RegisterPage /> },
  { path: '/pending', access: 'public', render: () => <PendingPage /> },
  { path: '/imprint', access: 'any', render: () => <ImprintPage /> },

  comingSoon('/dashboard', 'page.dashboard'),
  comingSoon('/cases', 'page.cases'),
  comingSoon('/create-case', 'page.createCase'),
  comingSoon('/edit-case', 'page.editCase'),
  frame('/cases-map'),
  frame('/create-case-frame'),
  frame('/fall-melden'),

  { path: '/users', access: 'private', render: () => <UsersPage /> },
  { path: '/create-user', access: 'private', render: () => <UserFormPage /> },
  { path: '/edit-user', access: 'private', render: () => <UserFormPage /> },
  comingSoon('/tenants', 'page.tenants'),
  comingSoon('/create-tenant', 'page.createTenant'),
  comingSoon('/edit-tenant', 'page.editTenant'),
  { path: '/roles', access: 'private', render: () => <RolesPage /> },

  comingSoon('/categories', 'page.categories'),
  comingSoon('/create-category', 'page.createCategory'),
  comingSoon('/edit-category', 'page.editCategory'),
  comingSoon('/tags', 'page.tags'),
  comingSoon('/create-tag', 'page.createTag'),
  comingSoon('/edit-tag', 'page.editTag'),

  comingSoon('/buergerinfo-categories', 'page.bisCategories'),
  comingSoon('/create-bis-category', 'page.createBisCategory'),
  comingSoon('/edit-bis-category', 'page.editBisCategory'),
  comingSoon('/buergerinfos', 'page.buergerinfos'),
  comingSoon('/create-buergerinfo', 'page.createBuergerinfo'),
  comingSoon('/edit-buergerinfo', 'page.editBuergerinfo'),
  comingSoon('/surveys', 'page.surveys'),
  comingSoon('/create-survey', 'page.createSurvey'),
  comingSoon('/edit-survey', 'page.editSurvey'),

  comingSoon('/promotions', 'page.promotions'),
  comingSoon('/create-promotion', 'page.createPromotion'),
  comingSoon('/edit-promotion', 'page.editPromotion'),
  comingSoon('/correspondents', 'page.correspondents'),
  comingSoon('/create-correspondent', 'page.createCorrespondent'),
  comingSoon('/edit-correspondent', 'page.editCorrespondent'),
  comingSoon('/create-mailblock', 'page.createMailblock'),
  comingSoon('/create-broadcast', 'page.createBroadcast'),
];

export const NotFoundPage = lazy(() =>
  import('../features/placeholder/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })),
);

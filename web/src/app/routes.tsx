import { lazy, type ReactNode } from 'react';
import { type AccessRule, type MenuUser, SCREEN_ACCESS } from './menu.js';

/**
 * private: needs a session (else /login?routingTarget=...); guest: the login page (a session goes on to the
 * dashboard); public: no session needed; any: public, shown inside the shell when logged in; frame: served
 * by frame.html (the public frames bundle), so the back office hands over with a full page load.
 */
export type RouteAccess = 'private' | 'guest' | 'public' | 'any' | 'frame';

type Render = () => ReactNode;

/** A private route names who may open it (its menu entry's rule); everyone else gets the no-access page. */
export type AppRoute =
  | { path: string; access: 'private'; allowed: AccessRule; render: Render }
  | { path: string; access: Exclude<RouteAccess, 'private'>; render: Render };

/** Whether this (logged-in or anonymous) user may see the route's screen. */
export const mayOpen = (route: AppRoute, user: MenuUser | null): boolean =>
  route.access !== 'private' || (user !== null && route.allowed(user));

const LoginPage = lazy(() => import('../features/auth/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const PendingPage = lazy(() => import('../features/auth/PendingPage.js').then((m) => ({ default: m.PendingPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })));
const AccountPage = lazy(() => import('../features/account/AccountPage.js').then((m) => ({ default: m.AccountPage })));
const ImprintPage = lazy(() => import('../features/imprint/ImprintPage.js').then((m) => ({ default: m.ImprintPage })));
const UsersPage = lazy(() => import('../features/users/UsersPage.js').then((m) => ({ default: m.UsersPage })));
const UserFormPage = lazy(() => import('../features/users/UserFormPage.js').then((m) => ({ default: m.UserFormPage })));
const RolesPage = lazy(() => import('../features/roles/RolesPage.js').then((m) => ({ default: m.RolesPage })));
const TenantListPage = lazy(() => import('../features/tenants/TenantListPage.js').then((m) => ({ default: m.TenantListPage })));
const CreateTenantPage = lazy(() => import('../features/tenants/TenantFormPage.js').then((m) => ({ default: m.CreateTenantPage })));
const EditTenantPage = lazy(() => import('../features/tenants/TenantFormPage.js').then((m) => ({ default: m.EditTenantPage })));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage.js').then((m) => ({ default: m.CategoriesPage })));
const CategoryFormPage = lazy(() => import('../features/categories/CatalogFormPage.js').then((m) => ({ default: m.CategoryFormPage })));
const TagsPage = lazy(() => import('../features/categories/TagsPage.js').then((m) => ({ default: m.TagsPage })));
const TagFormPage = lazy(() => import('../features/categories/CatalogFormPage.js').then((m) => ({ default: m.TagFormPage })));
const AnswerTemplatesPage = lazy(() =>
  import('../features/answer-templates/AnswerTemplatesPage.js').then((m) => ({ default: m.AnswerTemplatesPage })),
);
const AnswerTemplateFormPage = lazy(() =>
  import('../features/answer-templates/AnswerTemplateFormPage.js').then((m) => ({ default: m.AnswerTemplateFormPage })),
);
const CasesPage = lazy(() => import('../features/cases/CasesPage.js').then((m) => ({ default: m.CasesPage })));
const CaseFilePage = lazy(() => import('../features/case-file/CaseFilePage.js').then((m) => ({ default: m.CaseFilePage })));
const SurveysPage = lazy(() => import('../features/surveys/SurveysPage.js').then((m) => ({ default: m.SurveysPage })));
const SurveyFormPage = lazy(() => import('../features/surveys/SurveyFormPage.js').then((m) => ({ default: m.SurveyFormPage })));
const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage.js').then((m) => ({ default: m.PromotionsPage })));
const PromotionFormPage = lazy(() => import('../features/promotions/PromotionFormPage.js').then((m) => ({ default: m.PromotionFormPage })));
const CorrespondentsPage = lazy(() =>
  import('../features/correspondents/CorrespondentsPage.js').then((m) => ({ default: m.CorrespondentsPage })),
);
const CorrespondentFormPage = lazy(() =>
  import('../features/correspondents/CorrespondentFormPage.js').then((m) => ({ default: m.CorrespondentFormPage })),
);
const MailblockPage = lazy(() => import('../features/correspondents/MailblockPage.js').then((m) => ({ default: m.MailblockPage })));
const BroadcastPage = lazy(() => import('../features/broadcast/BroadcastPage.js').then((m) => ({ default: m.BroadcastPage })));
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage.js').then((m) => ({ default: m.PrivacyPage })));
const InfoCategoriesPage = lazy(() =>
  import('../features/citizen-info/categories/InfoCategoriesPage.js').then((m) => ({ default: m.InfoCategoriesPage })),
);
const InfoCategoryFormPage = lazy(() =>
  import('../features/citizen-info/categories/InfoCategoryFormPage.js').then((m) => ({ default: m.InfoCategoryFormPage })),
);
const InfosPage = lazy(() => import('../features/citizen-info/infos/InfosPage.js').then((m) => ({ default: m.InfosPage })));
const InfoFormPage = lazy(() => import('../features/citizen-info/infos/InfoFormPage.js').then((m) => ({ default: m.InfoFormPage })));
const AccessibilityStatementPage = lazy(() =>
  import('../features/accessibility/AccessibilityStatementPage.js').then((m) => ({ default: m.AccessibilityStatementPage })),
);
const frame = (path: string): AppRoute => ({ path, access: 'frame', render: () => null });
/** The routes of one screen area: its list and its create and edit routes open by the area's one rule. */
const area = (allowed: AccessRule, routes: ReadonlyArray<readonly [path: string, render: Render]>): AppRoute[] =>
  routes.map(([path, render]) => ({ path, access: 'private', allowed, render }));

/** Every route of the product, in one list (docs/product/README.md#routes-and-access). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'guest', render: () => <LoginPage /> },
  { path: '/forgot-password', access: 'public', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', render: () => <ResetPasswordPage /> },
  { path: '/register', access: 'public', render: () => <RegisterPage /> },
  { path: '/pending', access: 'public', render: () => <PendingPage /> },
  { path: '/imprint', access: 'any', render: () => <ImprintPage /> },
  { path: '/account', access: 'private', allowed: () => true, render: () => <AccountPage /> },
  { path: '/accessibility', access: 'private', allowed: () => true, render: () => <AccessibilityStatementPage /> },

  ...area(SCREEN_ACCESS.dashboard, [['/dashboard', () => <DashboardPage />]]),
  ...area(SCREEN_ACCESS.cases, [
    ['/cases', () => <CasesPage />],
    ['/create-case', () => <CaseFilePage />],
    ['/edit-case', () => <CaseFilePage />],
  ]),
  frame('/cases-map'),
  frame('/create-case-frame'),
  frame('/fall-melden'),
  frame('/fall-status'),
  frame('/barrierefreiheit'),

  ...area(SCREEN_ACCESS.users, [
    ['/users', () => <UsersPage />],
    ['/create-user', () => <UserFormPage />],
    ['/edit-user', () => <UserFormPage />],
  ]),
  ...area(SCREEN_ACCESS.tenants, [
    ['/tenants', () => <TenantListPage />],
    ['/create-tenant', () => <CreateTenantPage />],
    ['/edit-tenant', () => <EditTenantPage />],
  ]),
  ...area(SCREEN_ACCESS.roles, [['/roles', () => <RolesPage />]]),

  ...area(SCREEN_ACCESS.catalog, [
    ['/categories', () => <CategoriesPage />],
    ['/create-category', () => <CategoryFormPage />],
    ['/edit-category', () => <CategoryFormPage />],
    ['/tags', () => <TagsPage />],
    ['/create-tag', () => <TagFormPage />],
    ['/edit-tag', () => <TagFormPage />],
    ['/answer-templates', () => <AnswerTemplatesPage />],
    ['/create-answer-template', () => <AnswerTemplateFormPage />],
    ['/edit-answer-template', () => <AnswerTemplateFormPage />],
  ]),

  ...area(SCREEN_ACCESS.infoCategories, [
    ['/buergerinfo-categories', () => <InfoCategoriesPage />],
    ['/create-bis-category', () => <InfoCategoryFormPage />],
    ['/edit-bis-category', () => <InfoCategoryFormPage />],
  ]),
  ...area(SCREEN_ACCESS.infos, [
    ['/buergerinfos', () => <InfosPage />],
    ['/create-buergerinfo', () => <InfoFormPage />],
    ['/edit-buergerinfo', () => <InfoFormPage />],
  ]),
  ...area(SCREEN_ACCESS.surveys, [
    ['/surveys', () => <SurveysPage />],
    ['/create-survey', () => <SurveyFormPage />],
    ['/edit-survey', () => <SurveyFormPage />],
  ]),

  ...area(SCREEN_ACCESS.promotions, [
    ['/promotions', () => <PromotionsPage />],
    ['/create-promotion', () => <PromotionFormPage />],
    ['/edit-promotion', () => <PromotionFormPage />],
  ]),
  ...area(SCREEN_ACCESS.correspondents, [
    ['/correspondents', () => <CorrespondentsPage />],
    ['/create-correspondent', () => <CorrespondentFormPage />],
    ['/edit-correspondent', () => <CorrespondentFormPage />],
    ['/create-mailblock', () => <MailblockPage />],
  ]),
  ...area(SCREEN_ACCESS.broadcast, [['/create-broadcast', () => <BroadcastPage />]]),
  ...area(SCREEN_ACCESS.privacy, [['/privacy', () => <PrivacyPage />]]),
];

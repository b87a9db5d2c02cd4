import { lazy, type ReactNode } from 'react';

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
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })));
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
const InfoCategoriesPage = lazy(() =>
  import('../features/citizen-info/categories/InfoCategoriesPage.js').then((m) => ({ default: m.InfoCategoriesPage })),
);
const InfoCategoryFormPage = lazy(() =>
  import('../features/citizen-info/categories/InfoCategoryFormPage.js').then((m) => ({ default: m.InfoCategoryFormPage })),
);
const InfosPage = lazy(() => import('../features/citizen-info/infos/InfosPage.js').then((m) => ({ default: m.InfosPage })));
const InfoFormPage = lazy(() => import('../features/citizen-info/infos/InfoFormPage.js').then((m) => ({ default: m.InfoFormPage })));
const frame = (path: string): AppRoute => ({ path, access: 'frame', render: () => null });

/** Every route of the specification's route table (§2 of both documents). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'guest', render: () => <LoginPage /> },
  { path: '/forgot-password', access: 'public', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', render: () => <ResetPasswordPage /> },
  { path: '/register', access: 'public', render: () => <RegisterPage /> },
  { path: '/pending', access: 'public', render: () => <PendingPage /> },
  { path: '/imprint', access: 'any', render: () => <ImprintPage /> },

  { path: '/dashboard', access: 'private', render: () => <DashboardPage /> },
  { path: '/cases', access: 'private', render: () => <CasesPage /> },
  { path: '/create-case', access: 'private', render: () => <CaseFilePage /> },
  { path: '/edit-case', access: 'private', render: () => <CaseFilePage /> },
  frame('/cases-map'),
  frame('/create-case-frame'),
  frame('/fall-melden'),
  frame('/fall-status'),

  { path: '/users', access: 'private', render: () => <UsersPage /> },
  { path: '/create-user', access: 'private', render: () => <UserFormPage /> },
  { path: '/edit-user', access: 'private', render: () => <UserFormPage /> },
  { path: '/tenants', access: 'private', render: () => <TenantListPage /> },
  { path: '/create-tenant', access: 'private', render: () => <CreateTenantPage /> },
  { path: '/edit-tenant', access: 'private', render: () => <EditTenantPage /> },
  { path: '/roles', access: 'private', render: () => <RolesPage /> },

  { path: '/categories', access: 'private', render: () => <CategoriesPage /> },
  { path: '/create-category', access: 'private', render: () => <CategoryFormPage /> },
  { path: '/edit-category', access: 'private', render: () => <CategoryFormPage /> },
  { path: '/tags', access: 'private', render: () => <TagsPage /> },
  { path: '/create-tag', access: 'private', render: () => <TagFormPage /> },
  { path: '/edit-tag', access: 'private', render: () => <TagFormPage /> },
  { path: '/answer-templates', access: 'private', render: () => <AnswerTemplatesPage /> },
  { path: '/create-answer-template', access: 'private', render: () => <AnswerTemplateFormPage /> },
  { path: '/edit-answer-template', access: 'private', render: () => <AnswerTemplateFormPage /> },

  { path: '/buergerinfo-categories', access: 'private', render: () => <InfoCategoriesPage /> },
  { path: '/create-bis-category', access: 'private', render: () => <InfoCategoryFormPage /> },
  { path: '/edit-bis-category', access: 'private', render: () => <InfoCategoryFormPage /> },
  { path: '/buergerinfos', access: 'private', render: () => <InfosPage /> },
  { path: '/create-buergerinfo', access: 'private', render: () => <InfoFormPage /> },
  { path: '/edit-buergerinfo', access: 'private', render: () => <InfoFormPage /> },
  { path: '/surveys', access: 'private', render: () => <SurveysPage /> },
  { path: '/create-survey', access: 'private', render: () => <SurveyFormPage /> },
  { path: '/edit-survey', access: 'private', render: () => <SurveyFormPage /> },

  { path: '/promotions', access: 'private', render: () => <PromotionsPage /> },
  { path: '/create-promotion', access: 'private', render: () => <PromotionFormPage /> },
  { path: '/edit-promotion', access: 'private', render: () => <PromotionFormPage /> },
  { path: '/correspondents', access: 'private', render: () => <CorrespondentsPage /> },
  { path: '/create-correspondent', access: 'private', render: () => <CorrespondentFormPage /> },
  { path: '/edit-correspondent', access: 'private', render: () => <CorrespondentFormPage /> },
  { path: '/create-mailblock', access: 'private', render: () => <MailblockPage /> },
  { path: '/create-broadcast', access: 'private', render: () => <BroadcastPage /> },
];

export const NotFoundPage = lazy(() => import('../features/placeholder/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })));

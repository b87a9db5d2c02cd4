import { accessibilityApi } from './accessibility.js';
import { answerTemplateApi } from './answer-templates.js';
import { authApi } from './auth.js';
import { infoCategoryApi } from './bis-categories.js';
import { broadcastApi } from './broadcast.js';
import { caseApi } from './cases.js';
import { caseReportApi } from './case-reports.js';
import { categoryApi } from './categories.js';
import { correspondentApi } from './correspondents.js';
import { dashboardApi } from './dashboard.js';
import { fileApi } from './files.js';
import { forwardingApi } from './forwarding.js';
import { geocodeApi } from './geocode.js';
import { infoApi } from './infos.js';
import { createHttp, type WriteObserver } from './http.js';
import { newsletterApi } from './newsletter.js';
import { platformApi } from './platform.js';
import { privacyApi } from './privacy.js';
import { promotionApi } from './promotions.js';
import { reminderApi } from './reminders.js';
import { publicApi } from './public.js';
import { roleApi } from './roles.js';
import { surveyApi } from './surveys.js';
import { tagApi } from './tags.js';
import { tenantApi } from './tenants.js';
import { userApi } from './users.js';

/** The typed API client: one group of thin functions per domain, over one HTTP core. */
export function createApi(baseUrl: string, getToken: () => string | null, afterWrite?: WriteObserver) {
  const http = createHttp(baseUrl, getToken, afterWrite);
  return {
    auth: authApi(http),
    platform: platformApi(http),
    users: userApi(http),
    roles: roleApi(http),
    tenants: tenantApi(http),
    files: fileApi(http),
    cases: caseApi(http),
    categories: categoryApi(http),
    tags: tagApi(http),
    answerTemplates: answerTemplateApi(http),
    dashboard: dashboardApi(http),
    caseReports: caseReportApi(http),
    geocode: geocodeApi(http),
    infoCategories: infoCategoryApi(http),
    infos: infoApi(http),
    surveys: surveyApi(http),
    public: publicApi(http),
    promotions: promotionApi(http),
    correspondents: correspondentApi(http),
    newsletter: newsletterApi(http),
    broadcast: broadcastApi(http),
    privacy: privacyApi(http),
    reminders: reminderApi(http),
    accessibility: accessibilityApi(http),
    forwarding: forwardingApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;

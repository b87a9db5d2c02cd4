import { authApi } from './auth.js';
import { caseApi } from './cases.js';
import { caseReportApi } from './case-reports.js';
import { categoryApi } from './categories.js';
import { dashboardApi } from './dashboard.js';
import { fileApi } from './files.js';
import { geocodeApi } from './geocode.js';
import { createHttp } from './http.js';
import { platformApi } from './platform.js';
import { publicApi } from './public.js';
import { roleApi } from './roles.js';
import { tagApi } from './tags.js';
import { tenantApi } from './tenants.js';
import { userApi } from './users.js';

/** The typed API client: one group of thin functions per domain, over one HTTP core. */
export function createApi(baseUrl: string, getToken: () => string | null) {
  const http = createHttp(baseUrl, getToken);
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
    dashboard: dashboardApi(http),
    caseReports: caseReportApi(http),
    geocode: geocodeApi(http),
    public: publicApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;

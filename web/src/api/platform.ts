import type { MessageBody, PageOf, TenantRef } from '@contracts/common.js';
import type { AppInfo, Language } from '@contracts/platform.js';
import type { Http } from './http.js';

export const platformApi = (http: Http) => ({
  languages: () => http.call<Language[]>('GET', '/api/language/all'),
  myLanguage: () => http.call<Language>('GET', '/api/language/me'),
  modules: () => http.call<string[]>('GET', '/api/module'),
  rights: () => http.call<string[]>('GET', '/api/role/rights'),
  appInfo: () => http.call<AppInfo>('GET', '/api/app'),
  blockDevice: (deviceId: string) => http.call<MessageBody>('GET', `/api/device/${encodeURIComponent(deviceId)}/block-device`),
  /** tenants for the registration picker */
  registrationTenants: (search: string, size = 50) => http.call<PageOf<TenantRef>>('GET', '/api/tenant/all', { query: { search, size } }),
  downloadsUrl: () => `${http.baseUrl}/api/downloads/catalog`,
});

import { authApi } from './auth.js';
import { createHttp } from './http.js';
import { platformApi } from './platform.js';
import { userApi } from './users.js';

/** The typed API client: one group of thin functions per domain, over one HTTP core. */
export function createApi(baseUrl: string, getToken: () => string | null) {
  const http = createHttp(baseUrl, getToken);
  return {
    auth: authApi(http),
    platform: platformApi(http),
    users: userApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;

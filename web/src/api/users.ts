import type { User } from '@contracts/user.js';
import type { Http } from './http.js';

export const userApi = (http: Http) => ({
  me: () => http.call<User>('GET', '/api/user/me'),
});

import type { AuthorizationState, Registration, ResetPassword } from '@contracts/auth.js';
import type { MessageBody } from '@contracts/common.js';
import type { Http } from './http.js';

export const authApi = (http: Http) => ({
  /** returns the bearer token from the Authorization response header */
  async login(mail: string, password: string): Promise<string> {
    const response = await http.raw('POST', '/api/authorization/token', { form: { mail, password } });
    const token = response.headers.get('Authorization');
    if (!token) throw new Error('login answered without a token');
    return token.replace(/^Bearer\s+/i, '');
  },
  state: () => http.call<AuthorizationState>('GET', '/api/me/authorization/state'),
  logout: () => http.call<MessageBody>('POST', '/logout'),
  register: (registration: Registration) => http.call<MessageBody>('POST', '/api/user/register', { json: registration }),
  forgotPassword: (email: string) => http.call<MessageBody>('POST', '/api/user/forgot-password', { json: { email } }),
  resetPassword: (reset: ResetPassword) => http.call<MessageBody>('POST', '/api/user/reset-password', { json: reset }),
});

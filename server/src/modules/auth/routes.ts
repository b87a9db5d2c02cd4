import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthorizationState, Credentials, ForgotPassword, Registration, ResetPassword } from '@contracts/auth.js';
import { ErrorBody, MessageBody } from '@contracts/common.js';
import { badRequest } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/rate-limits.js';
import { revokeSession, sessionExpiry } from '../../platform/sessions.js';
import { bearerOf } from './bearer.js';
import { authKeys } from './keys.js';
import { type DeviceCookie, setCookieHeader } from './known-device.js';
import { LoginThrottled } from './login-throttle.js';
import { type AuthContext, login, MESSAGES, register, requestPasswordReset, resetPassword } from './service.js';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const rateLimit = authRateLimit(config);
  const context: AuthContext = { db, keys: authKeys(config.jwtSecret), config };
  // Secure where browsers reach the app over https, whether TLS ends here or at a proxy in front
  const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, cookie: DeviceCookie) =>
    reply.header('Set-Cookie', setCookieHeader(cookie, request.protocol === 'https' || config.publicUrl.startsWith('https:')));

  app.post(
    '/api/authorization/token',
    {
      config: { public: true, rateLimit },
      schema: { body: Credentials, response: { 200: MessageBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      try {
        const result = await login(context, request.body, { ip: request.ip, cookieHeader: request.headers.cookie });
        setDeviceCookie(request, reply, result.deviceCookie);
        reply.header('Authorization', bearerOf(app, result.sessionId)).header('Access-Control-Expose-Headers', 'Authorization');
        return { message: 'OK' };
      } catch (error) {
        if (error instanceof LoginThrottled) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    '/api/me/authorization/state',
    { config: { public: true, passive: true }, schema: { response: { 200: AuthorizationState } } },
    async (request) => {
      if (!request.auth) return { authenticated: false };
      return { authenticated: true, userId: request.auth.id, expiresAt: await sessionExpiry(db, request.auth.sessionId) };
    },
  );

  app.post('/logout', { config: { public: true }, schema: { response: { 200: MessageBody } } }, async (request) => {
    if (request.auth) await revokeSession(db, request.auth.sessionId);
    return { message: 'Sie wurden abgemeldet.' };
  });

  app.post(
    '/api/user/register',
    {
      config: { public: true, rateLimit },
      // no 409 for a taken address: the answer must not tell whether an address has an account
      schema: { body: Registration, response: { 200: MessageBody, 400: ErrorBody } },
    },
    async (request) => {
      await register(context, request.body);
      return { message: MESSAGES.registered };
    },
  );

  app.post(
    '/api/user/forgot-password',
    { config: { public: true, rateLimit }, schema: { body: ForgotPassword, response: { 200: MessageBody, 400: ErrorBody } } },
    async (request) => {
      await requestPasswordReset(db, request.body.email, config.publicUrl);
      return { message: MESSAGES.resetMailSent };
    },
  );

  app.post(
    '/api/user/reset-password',
    { config: { public: true, rateLimit }, schema: { body: ResetPassword, response: { 200: MessageBody, 400: ErrorBody } } },
    async (request, reply) => {
      if (request.auth) throw badRequest(MESSAGES.alreadyLoggedIn, 'already_logged_in');
      setDeviceCookie(request, reply, await resetPassword(context, request.body));
      return { message: MESSAGES.passwordReset };
    },
  );
};

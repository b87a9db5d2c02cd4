import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@contracts/common.js';
import { OwnReminders } from '@contracts/reminders.js';
import { requireAuth } from '../../platform/access.js';
import { ownReminders, setOwnReminders } from './own.js';

const errors = { 400: ErrorBody, 401: ErrorBody };

/** The logged-in user's own choice about the daily digest of due cases ("Mein Konto"); every account may make it. */
export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/me/reminders', { schema: { response: { 200: OwnReminders, ...errors } } }, async (request) =>
    ownReminders(app.db, requireAuth(request).id),
  );
  app.put('/api/user/me/reminders', { schema: { body: OwnReminders, response: { 200: OwnReminders, ...errors } } }, async (request) =>
    setOwnReminders(app.db, requireAuth(request).id, request.body),
  );
};

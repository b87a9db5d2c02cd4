import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessibilityFeedback, PublicAccessibilityStatement, StatementSave, StatementSettings } from '@contracts/accessibility.js';
import { ErrorBody, IdParams, MessageBody } from '@contracts/common.js';
import { ApiKeyQuery } from '@contracts/public.js';
import { assertReadable, requireAuth, requireRight } from '../../platform/access.js';
import { apiKeyTenant, requireApiKey } from '../../platform/api-key.js';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { sendFeedback } from './feedback.js';
import { publicStatement, saveStatement, statementSettings } from './statement.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Who edits the statement: whoever edits the tenant's settings for the tenant itself or its customers. */
const EDIT_RIGHTS = ['EDIT_OWN_TENANT', 'EDIT_CUSTOMERS'];

/**
 * The accessibility statement (BITV 2.0 § 12): the public page's text and feedback form, authorised by the
 * tenant's API key like the other frames, and the text's editing in the back office.
 */
export const accessibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/public/accessibility-statement',
    {
      config: { public: true, cors: 'any-origin' },
      preValidation: requireApiKey(db),
      schema: { querystring: ApiKeyQuery, response: { 200: PublicAccessibilityStatement, ...errors } },
    },
    async (request) => publicStatement(db, apiKeyTenant(request).id),
  );

  app.post(
    '/api/public/accessibility-feedback',
    {
      config: { public: true, rateLimit: anonymousRateLimit(config), cors: 'tenant-origins' },
      preValidation: requireApiKey(db),
      schema: { querystring: ApiKeyQuery, body: AccessibilityFeedback, response: { 200: MessageBody, ...errors } },
    },
    async (request) => sendFeedback(db, apiKeyTenant(request).id, request.body),
  );

  // every account of the tenant may read its statement (the back office links it); editing is the tenant admin's
  app.get(
    '/api/tenant/:id/accessibility-statement',
    { schema: { params: IdParams, response: { 200: StatementSettings, ...errors } } },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return statementSettings(db, request.params.id);
    },
  );

  app.put(
    '/api/tenant/:id/accessibility-statement',
    {
      preHandler: requireRight(...EDIT_RIGHTS),
      schema: { params: IdParams, body: StatementSave, response: { 200: StatementSettings, ...errors } },
    },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return saveStatement(db, request.params.id, request.body.text);
    },
  );
};

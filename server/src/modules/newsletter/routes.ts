import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { BlockedAddress, BlockedAddressCreate, BlockedAddressListQuery, UnsubscribeQuery } from '@contracts/newsletter.js';
import { requireAuth, requireSuperAdmin } from '../../platform/access.js';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { blockAddress, listBlockedAddresses, NEWSLETTER_MESSAGES, unblockAddress, unsubscribe } from './service.js';
import { unsubscribePage, verifyUnsubscribeToken } from './unsubscribe.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The newsletter block list: the super admin's only, except the public unsubscribe link of the mails. */
export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const preHandler = requireSuperAdmin();

  app.get(
    '/api/newsletter',
    { preHandler, schema: { querystring: BlockedAddressListQuery, response: { 200: Page(BlockedAddress), ...errors } } },
    async (request) => listBlockedAddresses(db, request.query),
  );

  for (const path of ['/api/newsletter', '/api/newsletter/']) {
    app.post(
      path,
      { preHandler, schema: { body: BlockedAddressCreate, response: { 201: BlockedAddress, ...errors } } },
      async (request, reply) => reply.status(201).send(await blockAddress(db, requireAuth(request).id, request.body.email)),
    );
  }

  app.delete(
    '/api/newsletter/:id',
    { preHandler, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await unblockAddress(db, request.params.id);
      return { message: NEWSLETTER_MESSAGES.removed };
    },
  );

  // the link in every broadcast mail: a page for a person, not JSON for the web client
  app.get(
    '/api/newsletter/unsubscribe',
    {
      config: { public: true, rateLimit: anonymousRateLimit(config) },
      exposeHeadRoute: false,
      schema: { querystring: UnsubscribeQuery },
    },
    async (request, reply) => {
      const email = verifyUnsubscribeToken(config, request.query.token);
      if (email) await unsubscribe(db, email);
      return reply
        .status(email ? 200 : 400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(email ? { email } : null));
    },
  );
};

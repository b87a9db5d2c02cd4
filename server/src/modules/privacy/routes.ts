import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Page } from '@contracts/common.js';
import {
  AnonymiseRequest,
  AnonymiseResult,
  PrivacyRequestEntry,
  PrivacyRequestListQuery,
  SubjectExport,
  SubjectRequest,
  SubjectSearchResult,
} from '@contracts/privacy.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import { listPrivacyRequests } from './request-list.js';
import { anonymise, exportFileName, exportSubjectJson, exportSubjectPdf, type PrivacyContext, searchSubject } from './requests.js';

const errors = { 400: ErrorBody, 403: ErrorBody };
const Pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * Requests of a data subject (DSGVO Art. 15, 17): the super admin across all tenants, a user with
 * EDIT_OWN_TENANT within the own tenant scope. All are POSTs with the address in the body, so that it never
 * appears in a URL, an access log or a browser history.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const preHandler = requireRight('EDIT_OWN_TENANT');
  const context = (request: Parameters<typeof requireAuth>[0]): PrivacyContext => ({
    db,
    jwtSecret: config.jwtSecret,
    user: requireAuth(request),
  });
  const attachment = (extension: 'json' | 'pdf') => ({
    'content-disposition': `attachment; filename="${exportFileName(extension)}"`,
    'cache-control': 'no-store',
  });

  app.post(
    '/api/privacy/subjects/search',
    { preHandler, schema: { body: SubjectRequest, response: { 200: SubjectSearchResult, ...errors } } },
    async (request) => searchSubject(context(request), request.body.email),
  );

  app.post(
    '/api/privacy/subjects/export',
    { preHandler, schema: { body: SubjectRequest, response: { 200: SubjectExport, ...errors } } },
    async (request, reply) => reply.headers(attachment('json')).send(await exportSubjectJson(context(request), request.body.email)),
  );

  app.post(
    '/api/privacy/subjects/export-pdf',
    { preHandler, schema: { body: SubjectRequest, response: { 200: Pdf, ...errors } } },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .headers(attachment('pdf'))
        .send(await exportSubjectPdf(context(request), request.body.email)),
  );

  app.post(
    '/api/privacy/subjects/anonymise',
    { preHandler, schema: { body: AnonymiseRequest, response: { 200: AnonymiseResult, ...errors } } },
    async (request) => anonymise(context(request), request.body),
  );

  // The request log: a GET while it names no address; the filter by an address is a POST with it in the body.
  app.get(
    '/api/privacy/requests',
    { preHandler, schema: { querystring: PrivacyRequestListQuery, response: { 200: Page(PrivacyRequestEntry), ...errors } } },
    async (request) => listPrivacyRequests(context(request), request.query),
  );

  app.post(
    '/api/privacy/requests/search',
    {
      preHandler,
      schema: { querystring: PrivacyRequestListQuery, body: SubjectRequest, response: { 200: Page(PrivacyRequestEntry), ...errors } },
    },
    async (request) => listPrivacyRequests(context(request), request.query, request.body.email),
  );
};

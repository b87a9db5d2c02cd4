import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody } from '@contracts/common.js';
import { PdfSummaryLink, SummaryMailRequest } from '@contracts/case-report.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import { createPdfSummary, sendCaseSummary } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const caseReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const storage = app.files;

  app.post(
    '/api/case/:id/send-summary',
    {
      preHandler: requireRight('SEND_CASE_SUMMARY'),
      schema: { params: IdParams, body: SummaryMailRequest, response: { 200: MessageBody, ...errors } },
    },
    async (request) => ({ message: await sendCaseSummary(db, requireAuth(request), request.params.id, request.body, config.publicUrl) }),
  );

  app.get(
    '/api/case/:id/pdf-summary',
    { preHandler: requireRight('CREATE_CASE_SUMMARY_PDF'), schema: { params: IdParams, response: { 200: PdfSummaryLink, ...errors } } },
    async (request) => createPdfSummary(db, storage, requireAuth(request), request.params.id, config.jwtSecret),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Readable } from 'node:stream';
import {
  Case,
  CaseBulkAction,
  CaseBulkResult,
  CaseCreate,
  CaseExportQuery,
  CaseListItem,
  CaseListQuery,
  CaseMarkers,
  CaseMarkersQuery,
  CaseNote,
  CaseStateParams,
  CaseStats,
  CaseStatsQuery,
  CaseUpdate,
  DeadlineCasesQuery,
  MapPublishedParams,
  NoteParams,
  NoteSave,
  ProtocolEntry,
} from '@contracts/case.js';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { TenantIdParams } from '@contracts/user.js';
import { Type } from 'typebox';
import { requireAuth, requireModule, requireRight, requireSuperUser } from '../../platform/access.js';
import { sendEncoded } from '../../platform/encoded-answer.js';
import { requestFileDisposal } from '../files/index.js';
import { bulkChangeCases } from './bulk.js';
import { createStaffCase } from './staff-create.js';
import { exportCases } from './export.js';
import { caseMarkers } from './markers.js';
import { listCases, listDeadlineCases } from './list.js';
import { createNote, deleteNote, listCaseNotes, updateNote } from './notes.js';
import { blockCaseDevice, caseProtocol, deleteCase, loadCase, setPublishedOnMap } from './service.js';
import { caseLinks } from './status-link.js';
import { caseStats } from './stats.js';
import { setCaseState } from './transitions.js';
import { updateCase } from './update.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** a file streamed as it is written (CSV, XLSX or GeoJSON); not serialised by a schema */
const ExportedFile = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** Every case call needs the Mängelmelder module on the caller's tenant, then the named right. */
const guard = (...hooks: preHandlerAsyncHookHandler[]) => [requireModule('MAENGELMELDER'), ...hooks];

export const caseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const links = caseLinks(config);
  const viewCases = guard(requireRight('VIEW_CASES'));
  const listSchema = { response: { 200: Page(CaseListItem), ...errors } };

  app.get('/api/case', { preHandler: viewCases, schema: { querystring: CaseListQuery, ...listSchema } }, async (request) =>
    listCases(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/case/tenant/:tenantId',
    { preHandler: viewCases, schema: { params: TenantIdParams, querystring: CaseListQuery, ...listSchema } },
    async (request) => listCases(db, requireAuth(request), request.query, request.params.tenantId),
  );

  app.get(
    '/api/case/export',
    { preHandler: viewCases, schema: { querystring: CaseExportQuery, response: { 200: ExportedFile, ...errors } } },
    async (request, reply) => {
      const file = await exportCases(db, requireAuth(request), request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/case/markers',
    // serialised and compressed once per built answer (markers.ts), never per request
    {
      preHandler: viewCases,
      compress: false,
      schema: { querystring: CaseMarkersQuery, response: { 200: CaseMarkers, 304: Type.Null(), ...errors } },
    },
    async (request, reply) => sendEncoded(request, reply, await caseMarkers(db, requireAuth(request), request.query), 'private, no-cache'),
  );

  app.get(
    '/api/case/deadline-cases',
    { preHandler: viewCases, schema: { querystring: DeadlineCasesQuery, ...listSchema } },
    async (request) => listDeadlineCases(db, requireAuth(request), request.query),
  );

  // The sidebar polls these counters; polling must not keep an idle session alive.
  app.get(
    '/api/case/stats',
    { config: { passive: true }, preHandler: viewCases, schema: { querystring: CaseStatsQuery, response: { 200: CaseStats, ...errors } } },
    async (request) => caseStats(db, requireAuth(request), request.query.tenant),
  );

  app.get('/api/case/:id', { preHandler: viewCases, schema: { params: IdParams, response: { 200: Case, ...errors } } }, async (request) =>
    loadCase(db, requireAuth(request), request.params.id),
  );

  app.post(
    '/api/case',
    { preHandler: guard(requireRight('CREATE_NEW_CASE')), schema: { body: CaseCreate, response: { 201: Case, ...errors } } },
    async (request, reply) => reply.status(201).send(await createStaffCase(db, requireAuth(request), request.body, links)),
  );

  app.put(
    '/api/case/:id',
    { preHandler: viewCases, schema: { params: IdParams, body: CaseUpdate, response: { 200: Case, ...errors } } },
    async (request) => updateCase(db, requestFileDisposal(request), requireAuth(request), request.params.id, request.body, links),
  );

  app.post(
    '/api/case/bulk',
    { preHandler: viewCases, schema: { body: CaseBulkAction, response: { 200: CaseBulkResult, ...errors } } },
    async (request) => bulkChangeCases(db, requestFileDisposal(request), requireAuth(request), request.body, links),
  );

  app.delete(
    '/api/case/:id',
    { preHandler: guard(requireRight('TENANT_INDEPENDENCE')), schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await deleteCase(db, requestFileDisposal(request), requireAuth(request), request.params.id);
      return { message: 'Der Fall wurde gelöscht' };
    },
  );

  app.put(
    '/api/case/:id/state/:state',
    { preHandler: viewCases, schema: { params: CaseStateParams, response: { 200: Case, ...errors } } },
    async (request) => setCaseState(db, requireAuth(request), request.params.id, request.params.state, links),
  );

  app.put(
    '/api/case/:id/map-published/:published',
    { preHandler: guard(requireRight('PUBLISH_CASES_TO_MAP')), schema: { params: MapPublishedParams, response: { 200: Case, ...errors } } },
    async (request) => setPublishedOnMap(db, requireAuth(request), request.params.id, request.params.published),
  );

  app.put(
    '/api/case/:id/blockDevice',
    { preHandler: guard(requireSuperUser()), schema: { params: IdParams, response: { 200: Case, ...errors } } },
    async (request) => blockCaseDevice(db, requireAuth(request), request.params.id),
  );

  app.get(
    '/api/case/:id/protocol',
    {
      preHandler: guard(requireRight('VIEW_CASE_PROTOCOL')),
      schema: { params: IdParams, response: { 200: Type.Array(ProtocolEntry), ...errors } },
    },
    async (request) => caseProtocol(db, requireAuth(request), request.params.id),
  );

  app.get(
    '/api/case/:id/note',
    { preHandler: viewCases, schema: { params: IdParams, response: { 200: Type.Array(CaseNote), ...errors } } },
    async (request) => listCaseNotes(db, requireAuth(request), request.params.id),
  );

  app.post(
    '/api/case/:id/note',
    {
      preHandler: guard(requireRight('CREATE_CASE_NOTES')),
      schema: { params: IdParams, body: NoteSave, response: { 201: CaseNote, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createNote(db, requireAuth(request), request.params.id, request.body, links)),
  );

  app.put(
    '/api/case/:id/note/:noteId',
    {
      preHandler: guard(requireRight('CREATE_CASE_NOTES', 'UPDATE_CASE_NOTES')),
      schema: { params: NoteParams, body: NoteSave, response: { 200: CaseNote, ...errors } },
    },
    async (request) => updateNote(db, requireAuth(request), request.params.id, request.params.noteId, request.body),
  );

  app.delete(
    '/api/case/:id/note/:noteId',
    { preHandler: guard(requireRight('DELETE_CASE_NOTES')), schema: { params: NoteParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteNote(db, requireAuth(request), request.params.id, request.params.noteId) }),
  );
};

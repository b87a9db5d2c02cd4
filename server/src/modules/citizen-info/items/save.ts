import type { Kysely } from 'kysely';
import type { InfoSave, InfoSaved, InfoStatus } from '@contracts/info.js';
import type { Database } from '../../../db/schema.js';
import { now } from '../../../db/values.js';
import { hasRight } from '../../../platform/access.js';
import type { AuthUser } from '../../../platform/auth.js';
import { AppError, badRequest, conflict } from '../../../platform/errors.js';
import { findInfoCategory, hasCategoryRight, requireCategoryRight, writableInfoTenant } from '../categories/index.js';
import { attachFiles, type FileDisposal, fileForUser, withFileRelease } from '../../files/index.js';
import { findSurvey } from '../surveys/index.js';
import { mailReviewRequest } from './mails.js';
import { getInfo, infoInScope } from './service.js';
import { INFO_MESSAGES, validateInfo, type InfoForm } from './validation.js';

/** Category and survey must belong to the item's tenant; a new title image must be a public upload the caller may use. */
async function checkReferences(db: Kysely<Database>, actor: AuthUser, tenantId: number, form: InfoForm, currentImage: string | null) {
  const category = await findInfoCategory(db, form.categoryId);
  if (!category || category.tenantId !== tenantId) throw badRequest(INFO_MESSAGES.categoryOfOtherTenant, 'CATEGORY_OF_OTHER_TENANT');
  if (form.surveyId !== null) {
    const survey = await findSurvey(db, form.surveyId);
    if (!survey || survey.tenantId !== tenantId) throw badRequest(INFO_MESSAGES.surveyOfOtherTenant, 'SURVEY_OF_OTHER_TENANT');
  }
  if (form.titleImage !== null && form.titleImage !== currentImage) {
    const file = await fileForUser(db, actor, form.titleImage).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest(INFO_MESSAGES.titleImageUnknown, 'TITLE_IMAGE_UNKNOWN');
      throw error;
    });
    if (file.internal) throw badRequest(INFO_MESSAGES.titleImageInternal, 'TITLE_IMAGE_INTERNAL');
  }
  return category;
}

/**
 * What a save stores: a draft stays a draft; "publish" publishes with APPROVE on the category and otherwise
 * goes to review ("Speichern und Freigabe anfragen": docs/product/citizen-information.md#status-of-an-item).
 */
function resolveStatus(actor: AuthUser, categoryId: number, requested: InfoStatus): InfoStatus {
  if (requested === 'DRAFT') return 'DRAFT';
  if (requested === 'PUBLISHED' && hasCategoryRight(actor, 'BASIC_RIGHT_APPROVE', categoryId)) return 'PUBLISHED';
  return 'IN_REVIEW';
}

function savedMessage(created: boolean, status: InfoStatus): string {
  if (status === 'DRAFT') return INFO_MESSAGES.savedAsDraft;
  if (status === 'PUBLISHED') return created ? INFO_MESSAGES.created : INFO_MESSAGES.updated;
  return created ? INFO_MESSAGES.createdForReview : INFO_MESSAGES.updatedForReview;
}

const crossTenant = (actor: AuthUser) => hasRight(actor, 'TENANT_INDEPENDENCE');

interface Previous {
  status: InfoStatus;
  publishedAt: string | null;
  titleImage: string | null;
}

/**
 * Writes the item and, on entering review, the approval mail, in one transaction; answers the id. A replaced
 * or cleared title image leaves the storage after the commit unless another record names it.
 */
async function store(
  db: Kysely<Database>,
  files: FileDisposal,
  actor: AuthUser,
  publicUrl: string,
  target: { id: number | null; tenantId: number; categoryName: string; status: InfoStatus },
  form: InfoForm,
  previous: Previous | null,
): Promise<number> {
  const timestamp = now();
  const publishedAt = target.status !== 'PUBLISHED' ? null : previous?.status === 'PUBLISHED' ? previous.publishedAt : timestamp;
  const values = { ...form, tenantId: target.tenantId, status: target.status, publishedAt };
  return withFileRelease(db, files, async (trx, release) => {
    let id = target.id;
    if (id === null) {
      const row = await trx
        .insertInto('citizenInfo')
        .values({ ...values, createdAt: timestamp, createdBy: actor.id, editedAt: null, editedBy: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      await trx
        .updateTable('citizenInfo')
        .set({ ...values, editedAt: timestamp, editedBy: actor.id })
        .where('id', '=', id)
        .execute();
    }
    await attachFiles(trx, [form.titleImage]);
    if (previous) await release([previous.titleImage]);
    if (target.status === 'IN_REVIEW' && previous?.status !== 'IN_REVIEW') {
      const request = {
        infoId: id,
        tenantId: target.tenantId,
        headline: form.headline,
        categoryName: target.categoryName,
        authorId: actor.id,
      };
      await mailReviewRequest(trx, request, publicUrl);
    }
    return id;
  });
}

/** POST /api/buergerinfo/info: needs BASIC_RIGHT_CREATE on the category. */
export async function createInfo(
  db: Kysely<Database>,
  files: FileDisposal,
  actor: AuthUser,
  publicUrl: string,
  body: InfoSave,
): Promise<InfoSaved> {
  const form = validateInfo(body, crossTenant(actor) && body.tenantId == null);
  const tenantId = await writableInfoTenant(db, actor, body.tenantId);
  const category = await checkReferences(db, actor, tenantId, form, null);
  requireCategoryRight(actor, 'BASIC_RIGHT_CREATE', form.categoryId);
  const status = resolveStatus(actor, form.categoryId, body.status ?? 'DRAFT');
  const id = await store(db, files, actor, publicUrl, { id: null, tenantId, categoryName: category.name, status }, form, null);
  return { info: await getInfo(db, actor, publicUrl, id), approvalRequested: status === 'IN_REVIEW', message: savedMessage(true, status) };
}

/** PUT /api/buergerinfo/info/{id}: needs BASIC_RIGHT_EDIT on the current category (and on a new one). */
export async function updateInfo(
  db: Kysely<Database>,
  files: FileDisposal,
  actor: AuthUser,
  publicUrl: string,
  id: number,
  body: InfoSave,
): Promise<InfoSaved> {
  const current = await infoInScope(db, actor, id);
  requireCategoryRight(actor, 'BASIC_RIGHT_EDIT', current.categoryId);
  const requestedTenant = body.tenantId === undefined ? current.tenantId : body.tenantId;
  const form = validateInfo(body, crossTenant(actor) && requestedTenant === null);
  const tenantId = await writableInfoTenant(db, actor, requestedTenant, current.tenantId);
  const category = await checkReferences(db, actor, tenantId, form, current.titleImage);
  if (form.categoryId !== current.categoryId) requireCategoryRight(actor, 'BASIC_RIGHT_EDIT', form.categoryId);
  const previous = { status: current.status as InfoStatus, publishedAt: current.publishedAt, titleImage: current.titleImage };
  const status = resolveStatus(actor, form.categoryId, body.status ?? previous.status);
  await store(db, files, actor, publicUrl, { id, tenantId, categoryName: category.name, status }, form, previous);
  return { info: await getInfo(db, actor, publicUrl, id), approvalRequested: status === 'IN_REVIEW', message: savedMessage(false, status) };
}

/** PATCH /api/buergerinfo/info/{id}/status/DRAFT ("Nicht mehr veröffentlichen"): needs BASIC_RIGHT_EDIT. */
export async function unpublishInfo(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const current = await infoInScope(db, actor, id);
  requireCategoryRight(actor, 'BASIC_RIGHT_EDIT', current.categoryId);
  if (current.status === 'DRAFT') throw conflict(INFO_MESSAGES.alreadyDraft, 'ALREADY_DRAFT');
  await db
    .updateTable('citizenInfo')
    .set({ status: 'DRAFT', publishedAt: null, editedAt: now(), editedBy: actor.id })
    .where('id', '=', id)
    .execute();
  return INFO_MESSAGES.unpublished;
}

/**
 * DELETE /api/buergerinfo/info/{id}: needs BASIC_RIGHT_DELETE on the category. The title image leaves the
 * storage after the commit unless another record names it.
 */
export async function deleteInfo(db: Kysely<Database>, files: FileDisposal, actor: AuthUser, id: number): Promise<string> {
  const current = await infoInScope(db, actor, id);
  requireCategoryRight(actor, 'BASIC_RIGHT_DELETE', current.categoryId);
  await withFileRelease(db, files, async (trx, release) => {
    await trx.deleteFrom('citizenInfo').where('id', '=', id).execute();
    await release([current.titleImage]);
  });
  return INFO_MESSAGES.deleted(current.headline);
}

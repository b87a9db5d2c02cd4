import type { Kysely } from 'kysely';
import type { Case, CaseCreate } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { assertWritable } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { caseDto } from './dto.js';
import { submitCase } from './intake.js';
import { loadRecord } from './record.js';
import type { CaseLinks } from './status-link.js';
import {
  CASE_MESSAGES,
  checkAssignee,
  checkCategory,
  checkDeadline,
  checkPhotos,
  checkTag,
  checkTenantRight,
  emptyToNull,
  normaliseDeadline,
  requireLocation,
} from './validation.js';

/** POST /api/case by staff (CREATE_NEW_CASE): checks the form, then stores the case. */
export async function createStaffCase(db: Kysely<Database>, user: AuthUser, input: CaseCreate, links: CaseLinks): Promise<Case> {
  const tenantId = input.tenantId ?? user.tenantId;
  checkTenantRight(user, tenantId);
  await assertWritable(user, tenantId);
  if (!input.categoryId) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
  const location = requireLocation(input.latitude, input.longitude);
  const deadline = normaliseDeadline(input.stateChangedDeadline ?? null);
  const stateChangedDeadline = deadline === null ? null : checkDeadline(user, deadline);
  const photos = [...new Set(input.photos ?? [])];
  await checkPhotos(db, user, photos);
  const categoryId = input.categoryId;
  const categoryTagId = input.categoryTagId ?? null;
  // checked before the number is drawn, so a refused form leaves no gap
  await checkCategory(db, tenantId, categoryId);
  if (categoryTagId !== null) await checkTag(db, categoryId, categoryTagId);
  if (input.assigneeId) await checkAssignee(db, tenantId, input.assigneeId);
  const { id } = await submitCase(
    db,
    {
      tenantId,
      description: input.description?.trim() ?? '',
      categoryId,
      categoryTagId,
      assigneeId: input.assigneeId ?? undefined,
      ...location,
      email: null,
      deviceId: null,
      reachable: true,
      stateChangedDeadline,
      handoverNote: emptyToNull(input.handoverNote),
      photos,
    },
    user.id,
    links,
  );
  return caseDto(db, user, await loadRecord(db, id));
}

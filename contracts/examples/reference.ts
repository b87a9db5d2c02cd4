import type { Static, TSchema } from 'typebox';
import { Case, CaseListItem } from '../schemas/case.js';
import { Category } from '../schemas/category.js';
import { ErrorBody } from '../schemas/common.js';
import { Tenant } from '../schemas/tenant.js';
import { User } from '../schemas/user.js';
import { exampleCase, exampleCaseListItem } from './case.js';
import { exampleCategory } from './category.js';
import { exampleError } from './error.js';
import { exampleTenant } from './tenant.js';
import { exampleUser } from './user.js';

export interface ReferenceExample {
  schema: TSchema;
  value: unknown;
}

const example = <T extends TSchema>(schema: T, value: Static<T>): ReferenceExample => ({ schema, value });

/**
 * The examples of the API reference (GET /api/docs/openapi.json), one per main record: the reference shows each
 * wherever its schema is an answer or a body, in a page or a list of it too. A test checks each against its schema.
 */
export const REFERENCE_EXAMPLES: readonly ReferenceExample[] = [
  example(CaseListItem, exampleCaseListItem()),
  example(Case, exampleCase()),
  example(Category, exampleCategory()),
  example(User, exampleUser()),
  example(
    Tenant,
    exampleTenant({ id: 1, name: 'Musterstadt', city: 'Musterstadt', zip: '12345', modules: ['MAENGELMELDER', 'APIZUGRIFF'] }),
  ),
  example(ErrorBody, exampleError()),
];

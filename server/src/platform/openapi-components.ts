import * as answerTemplate from '@contracts/answer-template.js';
import * as auth from '@contracts/auth.js';
import * as bisCategory from '@contracts/bis-category.js';
import * as broadcast from '@contracts/broadcast.js';
import * as cases from '@contracts/case.js';
import * as caseReport from '@contracts/case-report.js';
import * as caseStates from '@contracts/case-states.js';
import * as catalog from '@contracts/catalog.js';
import * as category from '@contracts/category.js';
import * as common from '@contracts/common.js';
import * as correspondent from '@contracts/correspondent.js';
import * as dashboard from '@contracts/dashboard.js';
import * as file from '@contracts/file.js';
import * as geocode from '@contracts/geocode.js';
import * as info from '@contracts/info.js';
import * as newsletter from '@contracts/newsletter.js';
import * as open311 from '@contracts/open311.js';
import * as platform from '@contracts/platform.js';
import * as privacy from '@contracts/privacy.js';
import * as promotion from '@contracts/promotion.js';
import * as providerState from '@contracts/provider-state.js';
import * as publicApi from '@contracts/public.js';
import * as role from '@contracts/role.js';
import * as survey from '@contracts/survey.js';
import * as tenant from '@contracts/tenant.js';
import * as user from '@contracts/user.js';

const CONTRACTS: Record<string, unknown>[] = [
  answerTemplate,
  auth,
  bisCategory,
  broadcast,
  cases,
  caseReport,
  caseStates,
  catalog,
  category,
  common,
  correspondent,
  dashboard,
  file,
  geocode,
  info,
  newsletter,
  open311,
  platform,
  privacy,
  promotion,
  providerState,
  publicApi,
  role,
  survey,
  tenant,
  user,
];

/** The key by which openapi-document.ts moves a schema into components.schemas and refers to it there. */
export const COMPONENT_NAME = 'x-component';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record or a tuple: what a client names as a type of its own (a plain string or number it does not). */
const isNamed = (value: unknown): value is Json =>
  isObject(value) && (value.type === 'object' || (value.type === 'array' && Array.isArray(value.items)));

/** Each exported record schema of contracts/schemas by its export name, found by identity (TypeBox keeps it). */
const NAMES = new Map<object, string>(
  CONTRACTS.flatMap((exports) => Object.entries(exports).filter(([, value]) => isNamed(value))).map(([name, schema]) => [
    schema as object,
    name,
  ]),
);

/** Keys whose values are data, not schemas. */
const DATA_KEYS = new Set(['examples', 'example', 'default', 'const', 'enum']);

/** A copy of a route's schema in which each contract schema, also nested, carries its export name. */
export function withComponentNames(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponentNames);
  if (!isObject(schema)) return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, DATA_KEYS.has(key) ? value : withComponentNames(value)]),
  );
  const name = NAMES.get(schema);
  return name ? { ...copy, [COMPONENT_NAME]: name } : copy;
}

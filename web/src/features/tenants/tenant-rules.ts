import { isReminderDaysAhead, isReminderTime } from '@contracts/reminders.js';
import { isReporterDataRetentionDays } from '@contracts/tenant.js';
import type { MessageKey } from '../../i18n/de.js';
import { parseDecimal, parseWholeNumber, type TenantFormValues } from './tenant-form.js';

/** What the tenant screens need to know about the logged-in user. */
export interface TenantViewer {
  superAdmin: boolean;
  tenantId: number;
  allRights: readonly string[];
}

const has = (viewer: TenantViewer, right: string) => viewer.superAdmin || viewer.allRights.includes(right);

/** Only a super admin creates tenants (docs/product/tenants.md#tenant-admin-and-super-admin). */
export const canCreateTenant = (viewer: TenantViewer) => viewer.superAdmin;

/** The advertising column is the super admin's (docs/product/tenants.md#the-tenant-list). */
export const showsAdvertising = (viewer: TenantViewer) => viewer.superAdmin;

/** "Nein" for a tenant with module WERBEFREI, else "Ja" (docs/product/tenants.md#the-tenant-list). */
export const hasAdvertising = (tenant: { modules: readonly string[] }) => !tenant.modules.includes('WERBEFREI');

/**
 * The edit action of a row: EDIT_CUSTOMERS or TENANT_INDEPENDENCE open any listed tenant; EDIT_OWN_TENANT
 * opens the user's own (docs/product/tenants.md#the-tenant-list, docs/product/tenants.md#rights-that-guard-this-area).
 */
export function canEditTenant(viewer: TenantViewer, tenantId: number): boolean {
  if (has(viewer, 'EDIT_CUSTOMERS') || has(viewer, 'TENANT_INDEPENDENCE')) return true;
  return has(viewer, 'EDIT_OWN_TENANT') && tenantId === viewer.tenantId;
}

/**
 * The accessibility statement and the forwarding over Open311 are edited by whoever edits the tenant itself or its
 * customers (the server's rule for both).
 */
export const canEditStatement = (viewer: TenantViewer) => has(viewer, 'EDIT_OWN_TENANT') || has(viewer, 'EDIT_CUSTOMERS');

/**
 * Which groups of the tenant form show, for whom and for which modules (docs/product/tenants.md#the-tenant-form,
 * docs/product/tenants.md#rights-that-guard-this-area).
 */
export interface TenantFormGroups {
  /** child tenants, modules, type, population/area, main user */
  platform: boolean;
  /** the municipal boundary: a commune's, or any tenant's that has one */
  boundaries: boolean;
  /** only a super admin changes the boundary; everyone else sees it read-only */
  boundariesEditable: boolean;
  /** population and area: a super admin editing a commune */
  communeFigures: boolean;
  /** the main user is chosen from the tenant's users, so only once it exists */
  mainAccount: boolean;
  mapEmbed: boolean;
  /** the Open311 jurisdiction: a tenant that takes reports (MAENGELMELDER) through the API (APIZUGRIFF) */
  open311: boolean;
  citizenInfo: boolean;
  /**
   * the forwarding of new reports over Open311: a saved tenant with reports, set up by whoever edits its settings;
   * the super admin's for any tenant
   */
  forwarding: boolean;
  apiKey: boolean;
  /** the server answers the key only to MANAGE_API_KEY */
  apiKeyVisible: boolean;
}

export interface GroupContext {
  /** false on /create-tenant */
  exists: boolean;
  /** the modules as the form has them now (a super admin may just have ticked one) */
  formModules: readonly string[];
  /** the modules as stored: the API key is managed against the saved tenant */
  savedModules: readonly string[];
  type: string;
  /** points of the boundary as the form has it */
  boundaryPoints: number;
}

export function tenantFormGroups(viewer: TenantViewer, context: GroupContext): TenantFormGroups {
  const platform = viewer.superAdmin;
  return {
    platform,
    boundaries: context.type === 'commune' || context.boundaryPoints > 0,
    boundariesEditable: platform,
    communeFigures: platform && context.type === 'commune',
    mainAccount: platform && context.exists,
    mapEmbed: context.formModules.includes('APIZUGRIFF'),
    open311: context.formModules.includes('APIZUGRIFF') && context.formModules.includes('MAENGELMELDER'),
    citizenInfo: context.formModules.includes('BUERGERINFO'),
    // the super admin also forwards the reports of a municipality that is no customer (they lie in its area)
    forwarding: context.exists && canEditStatement(viewer) && (platform || context.savedModules.includes('MAENGELMELDER')),
    apiKey: context.exists && has(viewer, 'MANAGE_API_KEY') && context.savedModules.includes('APIZUGRIFF'),
    apiKeyVisible: has(viewer, 'MANAGE_API_KEY'),
  };
}

/** The fields a failed check can point at. */
export type TenantField =
  | 'name'
  | 'street'
  | 'hnr'
  | 'zip'
  | 'city'
  | 'country'
  | 'type'
  | 'modules'
  | 'visibleModules'
  | 'population'
  | 'area'
  | 'useCustomImage'
  | 'reporterDataRetentionDays'
  | 'remindersTime'
  | 'remindersDaysAhead'
  | 'boundaries';

export interface TenantProblem {
  messageKey: MessageKey;
  /** the label filled into the message's {field} */
  labelKey?: MessageKey;
  fields: TenantField[];
}

const REQUIRED_TEXT = ['name', 'street', 'hnr', 'zip', 'city', 'country'] as const;

/**
 * The fields marked required: the address always; modules and type for the super admin on create
 * (docs/product/tenants.md#tenant-validation-rules).
 */
export function requiredFields(superAdmin: boolean, exists: boolean): TenantField[] {
  const fields: TenantField[] = [...REQUIRED_TEXT];
  if (superAdmin) fields.push('modules', 'type');
  if (superAdmin && !exists) fields.push('visibleModules');
  return fields;
}

/**
 * The client's checks before saving, in this order: required fields, numbers, the crest, then the
 * boundary a super admin must mark for a commune (docs/product/tenants.md#tenant-validation-rules). Everything else
 * (e-mail addresses, file names) the server checks and its German message is shown.
 */
export function validateTenantForm(form: TenantFormValues, options: { superAdmin: boolean; exists: boolean }): TenantProblem | null {
  const { superAdmin, exists } = options;
  const missing = requiredFields(superAdmin, exists).filter((field) => {
    if (field === 'modules' || field === 'visibleModules') return form[field].length === 0;
    if (field === 'type') return !form.type;
    return form[field as (typeof REQUIRED_TEXT)[number]].trim() === '';
  });
  if (missing.length > 0) return { messageKey: 'tenants.requiredMissing', fields: missing };

  if (superAdmin && form.type === 'commune') {
    if (Number.isNaN(parseWholeNumber(form.population))) {
      return { messageKey: 'tenants.numberInvalid', labelKey: 'tenants.population', fields: ['population'] };
    }
    if (Number.isNaN(parseDecimal(form.area))) {
      return { messageKey: 'tenants.numberInvalid', labelKey: 'tenants.area', fields: ['area'] };
    }
  }
  const retention = parseWholeNumber(form.reporterDataRetentionDays);
  if (retention === null || Number.isNaN(retention)) {
    return { messageKey: 'tenants.numberInvalid', labelKey: 'tenants.reporterDataRetentionDays', fields: ['reporterDataRetentionDays'] };
  }
  if (!isReporterDataRetentionDays(retention)) {
    return { messageKey: 'tenants.reporterDataRetentionDaysRange', fields: ['reporterDataRetentionDays'] };
  }
  if (!isReminderTime(form.remindersTime.trim())) return { messageKey: 'tenants.remindersTimeInvalid', fields: ['remindersTime'] };
  const daysAhead = parseWholeNumber(form.remindersDaysAhead);
  if (daysAhead === null || Number.isNaN(daysAhead) || !isReminderDaysAhead(daysAhead)) {
    return { messageKey: 'tenants.remindersDaysAheadRange', fields: ['remindersDaysAhead'] };
  }
  if (form.useCustomImage && !form.image) return { messageKey: 'tenants.crestMissing', fields: ['useCustomImage'] };
  if (superAdmin && form.type === 'commune' && form.boundaries.length === 0) {
    return { messageKey: 'tenants.boundariesMissing', fields: ['boundaries'] };
  }
  return null;
}

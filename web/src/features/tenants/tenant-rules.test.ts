import { describe, expect, it } from 'vitest';
import { NEW_TENANT, type TenantFormValues } from './tenant-form.js';
import {
  canCreateTenant,
  canEditTenant,
  hasAdvertising,
  requiredFields,
  showsAdvertising,
  tenantFormGroups,
  validateTenantForm,
  type GroupContext,
  type TenantViewer,
} from './tenant-rules.js';

const SUPER_ADMIN: TenantViewer = { superAdmin: true, tenantId: 1, allRights: [] };
const viewer = (...allRights: string[]): TenantViewer => ({ superAdmin: false, tenantId: 2, allRights });

describe('list rules', () => {
  it('lets only the super admin create tenants and see the advertising column', () => {
    expect(canCreateTenant(SUPER_ADMIN)).toBe(true);
    expect(showsAdvertising(SUPER_ADMIN)).toBe(true);
    const all = viewer('TENANT_INDEPENDENCE', 'EDIT_CUSTOMERS', 'EDIT_OWN_TENANT', 'MANAGE_API_KEY');
    expect(canCreateTenant(all)).toBe(false);
    expect(showsAdvertising(all)).toBe(false);
  });

  it('shows "Nein" for advertising exactly when the tenant has module WERBEFREI', () => {
    expect(hasAdvertising({ modules: ['MAENGELMELDER', 'WERBEFREI'] })).toBe(false);
    expect(hasAdvertising({ modules: ['MAENGELMELDER'] })).toBe(true);
  });

  it('offers editing with EDIT_CUSTOMERS or TENANT_INDEPENDENCE, and the own tenant with EDIT_OWN_TENANT', () => {
    expect(canEditTenant(SUPER_ADMIN, 9)).toBe(true);
    expect(canEditTenant(viewer('EDIT_CUSTOMERS'), 9)).toBe(true);
    expect(canEditTenant(viewer('TENANT_INDEPENDENCE'), 9)).toBe(true);
    expect(canEditTenant(viewer('EDIT_OWN_TENANT'), 2)).toBe(true);
    expect(canEditTenant(viewer('EDIT_OWN_TENANT'), 9)).toBe(false);
    expect(canEditTenant(viewer('VIEW_USER'), 2)).toBe(false);
  });
});

describe('tenantFormGroups', () => {
  const context: GroupContext = { exists: true, formModules: [], savedModules: [], type: 'company', boundaryPoints: 0 };

  it('shows the platform settings to the super admin only, the figures only for a commune, the main user only once saved', () => {
    expect(tenantFormGroups(SUPER_ADMIN, context)).toMatchObject({ platform: true, communeFigures: false, mainAccount: true });
    expect(tenantFormGroups(SUPER_ADMIN, { ...context, type: 'commune' }).communeFigures).toBe(true);
    expect(tenantFormGroups(SUPER_ADMIN, { ...context, exists: false }).mainAccount).toBe(false);
    expect(tenantFormGroups(viewer('EDIT_CUSTOMERS', 'TENANT_INDEPENDENCE'), { ...context, type: 'commune' })).toMatchObject({
      platform: false,
      communeFigures: false,
      mainAccount: false,
    });
  });

  it('shows the boundary of a commune (or any drawn one), editable only by the super admin', () => {
    expect(tenantFormGroups(SUPER_ADMIN, context)).toMatchObject({ boundaries: false });
    expect(tenantFormGroups(SUPER_ADMIN, { ...context, type: 'commune' })).toMatchObject({ boundaries: true, boundariesEditable: true });
    expect(tenantFormGroups(SUPER_ADMIN, { ...context, boundaryPoints: 3 }).boundaries).toBe(true);
    expect(tenantFormGroups(viewer('EDIT_OWN_TENANT'), { ...context, type: 'commune' })).toMatchObject({
      boundaries: true,
      boundariesEditable: false,
    });
  });

  it('shows map embedding with APIZUGRIFF and citizen information with BUERGERINFO, as the form has them', () => {
    const none = tenantFormGroups(viewer('EDIT_OWN_TENANT'), context);
    expect(none).toMatchObject({ mapEmbed: false, citizenInfo: false });
    const both = tenantFormGroups(viewer('EDIT_OWN_TENANT'), { ...context, formModules: ['APIZUGRIFF', 'BUERGERINFO'] });
    expect(both).toMatchObject({ mapEmbed: true, citizenInfo: true });
  });

  it('shows the API key card with MANAGE_API_KEY and a saved APIZUGRIFF module, never on create', () => {
    const saved = { ...context, formModules: ['APIZUGRIFF'], savedModules: ['APIZUGRIFF'] };
    expect(tenantFormGroups(viewer('MANAGE_API_KEY'), saved).apiKey).toBe(true);
    expect(tenantFormGroups(SUPER_ADMIN, saved).apiKey).toBe(true);
    expect(tenantFormGroups(viewer('EDIT_OWN_TENANT'), saved).apiKey).toBe(false);
    expect(tenantFormGroups(viewer('MANAGE_API_KEY'), { ...saved, savedModules: [] }).apiKey).toBe(false);
    expect(tenantFormGroups(SUPER_ADMIN, { ...saved, exists: false }).apiKey).toBe(false);
  });

  it('shows the forwarding over Open311 for a saved tenant with MAENGELMELDER to whoever edits its settings, for any to the super admin', () => {
    const saved = { ...context, formModules: ['MAENGELMELDER'], savedModules: ['MAENGELMELDER'] };
    expect(tenantFormGroups(viewer('EDIT_OWN_TENANT'), saved).forwarding).toBe(true);
    expect(tenantFormGroups(viewer('EDIT_CUSTOMERS'), saved).forwarding).toBe(true);
    expect(tenantFormGroups(SUPER_ADMIN, saved).forwarding).toBe(true);
    expect(tenantFormGroups(viewer('TENANT_INDEPENDENCE'), saved).forwarding).toBe(false);
    expect(tenantFormGroups(viewer('EDIT_OWN_TENANT'), { ...saved, savedModules: [] }).forwarding).toBe(false);
    expect(tenantFormGroups(SUPER_ADMIN, { ...saved, exists: false }).forwarding).toBe(false);
    // a municipality that is no customer: its reports go to its own system, set up by the super admin
    expect(tenantFormGroups(SUPER_ADMIN, { ...saved, savedModules: [] }).forwarding).toBe(true);
  });

  it('knows whether the server shows this viewer the key (for the embed code)', () => {
    expect(tenantFormGroups(viewer('MANAGE_API_KEY'), context).apiKeyVisible).toBe(true);
    expect(tenantFormGroups(viewer('EDIT_CUSTOMERS', 'TENANT_INDEPENDENCE'), context).apiKeyVisible).toBe(false);
  });
});

describe('requiredFields', () => {
  it('marks the address always, modules and type for the super admin, visible modules on create', () => {
    const address = ['name', 'street', 'hnr', 'zip', 'city', 'country'];
    expect(requiredFields(false, true)).toEqual(address);
    expect(requiredFields(true, true)).toEqual([...address, 'modules', 'type']);
    expect(requiredFields(true, false)).toEqual([...address, 'modules', 'type', 'visibleModules']);
  });
});

describe('validateTenantForm', () => {
  const complete: TenantFormValues = {
    ...NEW_TENANT,
    name: 'Neustadt',
    street: 'Markt',
    hnr: '1',
    zip: '12345',
    city: 'Neustadt',
    type: 'commune',
    modules: ['MAENGELMELDER'],
    visibleModules: ['MAENGELMELDER'],
    population: '1.200',
    area: '12,5',
    boundaries: [
      { latitude: 52.19, longitude: 13.39 },
      { latitude: 52.25, longitude: 13.39 },
      { latitude: 52.255, longitude: 13.44 },
    ],
  };
  const create = { superAdmin: true, exists: false };

  it('accepts a complete form', () => {
    expect(validateTenantForm(complete, create)).toBeNull();
  });

  it('names every empty required field first (blanks count as empty)', () => {
    expect(validateTenantForm({ ...complete, name: ' ', zip: '', modules: [], useCustomImage: true, boundaries: [] }, create)).toEqual({
      messageKey: 'tenants.requiredMissing',
      fields: ['name', 'zip', 'modules'],
    });
    expect(validateTenantForm({ ...complete, visibleModules: [] }, create)?.fields).toEqual(['visibleModules']);
    expect(validateTenantForm({ ...complete, visibleModules: [] }, { superAdmin: true, exists: true })).toBeNull();
    expect(validateTenantForm({ ...complete, modules: [], visibleModules: [] }, { superAdmin: false, exists: true })).toBeNull();
  });

  it('then checks the figures of a commune', () => {
    expect(validateTenantForm({ ...complete, population: '12,5', area: 'x' }, create)).toEqual({
      messageKey: 'tenants.numberInvalid',
      labelKey: 'tenants.population',
      fields: ['population'],
    });
    expect(validateTenantForm({ ...complete, area: 'x' }, create)?.labelKey).toBe('tenants.area');
    expect(validateTenantForm({ ...complete, type: 'company', area: 'x', boundaries: [] }, create)).toBeNull();
  });

  it('then asks for the crest when it is to be shown (docs/product/tenants.md#tenant-validation-rules)', () => {
    expect(validateTenantForm({ ...complete, useCustomImage: true, boundaries: [] }, create)).toEqual({
      messageKey: 'tenants.crestMissing',
      fields: ['useCustomImage'],
    });
    expect(validateTenantForm({ ...complete, useCustomImage: true, image: 'wappen.png' }, create)).toBeNull();
    expect(validateTenantForm({ ...complete, useCustomImage: true }, { superAdmin: false, exists: true })?.messageKey).toBe(
      'tenants.crestMissing',
    );
  });

  it("last asks the super admin for a commune's boundary (docs/product/tenants.md#tenant-validation-rules), not a company's, nor anyone else", () => {
    expect(validateTenantForm({ ...complete, boundaries: [] }, create)).toEqual({
      messageKey: 'tenants.boundariesMissing',
      fields: ['boundaries'],
    });
    expect(validateTenantForm({ ...complete, boundaries: [], type: 'company' }, create)).toBeNull();
    expect(validateTenantForm({ ...complete, boundaries: [] }, { superAdmin: false, exists: true })).toBeNull();
  });
});

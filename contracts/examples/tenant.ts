import { TENANT_DEFAULTS, type Tenant, type TenantSave } from '../schemas/tenant.js';

/**
 * A tenant as GET /api/tenant/{id} answers it, for the web client's tests and pacts: a new tenant's defaults
 * plus the given fields, so an example names only what its test is about.
 */
export function exampleTenant(fields: Partial<Tenant> & Pick<Tenant, 'id' | 'name'>): Tenant {
  return {
    designationMap: {},
    ...TENANT_DEFAULTS,
    parentTenant: null,
    childrenTenants: [],
    mainAccountUser: null,
    apiKey: null,
    commune: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    ...fields,
  };
}

/** The boundary of the pacts' tenant: three points, the fewest a commune's boundary may have. */
export const PACT_TENANT_BOUNDARY = [
  { latitude: 52.49, longitude: 13.39 },
  { latitude: 52.51, longitude: 13.39 },
  { latitude: 52.51, longitude: 13.41 },
];

/**
 * The tenant the tenant pacts save and give API keys, as POST and PUT take it: a commune with API access and a
 * boundary. It is not a demo tenant, so the demo tenants the other pacts read stay as they are; the provider
 * state resets it to exactly this, and the consumer expects it back.
 */
export const pactTenant = (name: string) =>
  ({
    ...TENANT_DEFAULTS,
    name,
    street: 'Am Vertrag',
    hnr: '1',
    zip: '10999',
    city: name,
    type: 'commune',
    population: 1200,
    area: 12.5,
    emailNotification: 'faelle@pactstadt.example',
    townhallLatitude: 52.5,
    townhallLongitude: 13.4,
    modules: ['APIZUGRIFF', 'MAENGELMELDER'],
    visibleModules: ['MAENGELMELDER'],
    boundaries: JSON.stringify(PACT_TENANT_BOUNDARY),
    termsUrl: 'https://www.pactstadt.example/nutzungsbedingungen',
    privacyUrl: 'https://www.pactstadt.example/datenschutz',
    imprintUrl: 'https://www.pactstadt.example/impressum',
  }) satisfies TenantSave;

import type { MessageKey } from '../../i18n/de.js';

/**
 * The cards of the tenant form in page order: the id of each card's heading and its title, which is also the
 * card's entry under "Auf dieser Seite".
 */
export const TENANT_SECTIONS = {
  basic: { id: 'tenant-basic', label: 'tenants.basic' },
  platform: { id: 'tenant-platform', label: 'tenants.platform' },
  boundaries: { id: 'tenant-boundaries', label: 'tenants.boundaries' },
  defectReporter: { id: 'tenant-defect-reporter', label: 'tenants.defectReporter' },
  mapEmbed: { id: 'tenant-map-embed', label: 'tenants.mapEmbed' },
  legal: { id: 'tenant-legal', label: 'tenants.legal' },
  accessibility: { id: 'tenant-accessibility', label: 'accessibility.title' },
  open311: { id: 'tenant-open311', label: 'tenants.open311' },
  forwarding: { id: 'tenant-forwarding', label: 'forwarding.title' },
  apiKey: { id: 'tenant-api-key', label: 'tenants.apiKey' },
  citizenInfo: { id: 'tenant-citizen-info', label: 'tenants.citizenInfo' },
} as const satisfies Record<string, { id: string; label: MessageKey }>;

export type TenantSection = keyof typeof TENANT_SECTIONS;

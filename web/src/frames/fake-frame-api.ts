import { vi } from 'vitest';
import type { CaseStatus, PublicTenant } from '@contracts/public.js';
import type { FrameApi } from './frame-api.js';

export const TENANT: PublicTenant = {
  id: 2,
  name: 'Musterstadt',
  designationMap: {},
  mapCenterLatitude: 52.22,
  mapCenterLongitude: 13.44,
  showCreateCaseButton: true,
  hasBoundaries: true,
  termsUrl: 'https://www.musterstadt.example/nutzungsbedingungen',
  privacyUrl: 'https://www.musterstadt.example/datenschutz',
  imprintUrl: 'https://www.musterstadt.example/impressum',
};

export const STATUS: CaseStatus = {
  caseNumber: 42,
  state: 'FINISHED',
  stateLabel: 'Abgeschlossen',
  createdAt: '2026-05-04T08:00:00.000Z',
  createdAtFormatted: '2026.05.04 10:00',
  category: 'Verkehrsflächen',
  tenantName: 'Musterstadt',
  tenantApiKey: 'demo-musterstadt',
  description: 'Schlagloch vor der Bäckerei',
  latitude: 52.22,
  longitude: 13.44,
  answers: [{ text: 'Das Loch ist geflickt.', createdAt: '2026-05-06T09:00:00.000Z', createdAtFormatted: '2026.05.06 11:00' }],
  rating: null,
  ratingComment: null,
  canRate: true,
  canWithdraw: false,
};

/** A FrameApi for component tests: every call a spy with a plausible answer, overridable per test. */
export function fakeFrameApi(overrides: Partial<FrameApi> = {}): FrameApi {
  return {
    tenantByApiKey: vi.fn(async () => TENANT),
    caseMap: vi.fn(async () => ({
      cases: [],
      showCreateCaseButton: true,
      mapCenterLatitude: 52.22,
      mapCenterLongitude: 13.44,
      boundary: [],
    })),
    categoriesAt: vi.fn(async () => ({
      tenantId: 2,
      tenantName: 'Musterstadt',
      reachable: true,
      categories: [
        { id: 5, name: 'Verkehrsflächen' },
        { id: 6, name: 'Grünflächen' },
      ],
    })),
    nearbyCases: vi.fn(async () => []),
    uploadPhoto: vi.fn(async () => 'photo-1.png'),
    createCase: vi.fn(async () => ({ id: 99, caseNumber: 42, statusUrl: 'http://localhost/fall-status?token=abcdefghijkl' })),
    caseStatus: vi.fn(async () => STATUS),
    rateCase: vi.fn(async (_token, body) => ({ ...STATUS, rating: body.rating, ratingComment: body.comment ?? null, canRate: false })),
    withdrawCase: vi.fn(async () => ({
      ...STATUS,
      state: 'CANCELLED' as const,
      stateLabel: 'Zurückgezogen',
      canWithdraw: false,
      canRate: false,
    })),
    accessibilityStatement: vi.fn(async () => ({
      tenantName: 'Musterstadt',
      text: 'Musterstadt ist bemüht.\n\n## Nicht barrierefreie Inhalte\n\n- Karte: auch als Liste',
      checkedOn: '2026-11-28',
    })),
    sendAccessibilityFeedback: vi.fn(async () => ({ message: 'Vielen Dank für Ihre Rückmeldung.' })),
    searchAddress: vi.fn(async () => []),
    ...overrides,
  };
}

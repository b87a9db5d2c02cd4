import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleTenant } from '../../../../contracts/examples/tenant.js';
import { json } from '../../test-support/fetch-stub.js';
import { besideForwarding } from './test-helpers.js';
import { formFromTenant } from './tenant-form.js';
import { TenantForm } from './TenantForm.js';
import type { TenantViewer } from './tenant-rules.js';

/** A tenant that takes reports through the API: an Open311 jurisdiction. */
const STADT = exampleTenant({
  id: 5,
  name: 'Musterstadt',
  street: 'Rathausplatz',
  hnr: '1',
  zip: '15732',
  city: 'Musterstadt',
  modules: ['APIZUGRIFF', 'MAENGELMELDER'],
  visibleModules: ['MAENGELMELDER'],
  open311JurisdictionId: 'musterstadt.de',
});
const OWN_ADMIN: TenantViewer = { superAdmin: false, tenantId: 5, allRights: ['EDIT_OWN_TENANT'] };
const LABEL = 'Open311-Kennung (jurisdiction_id)';

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const puts = () => fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith('/api/tenant/5') && init?.method === 'PUT');

beforeEach(() => {
  vi.stubGlobal('fetch', besideForwarding(fetchMock));
  window.history.replaceState(null, '', '/edit-tenant?tenantId=5');
});

const renderForm = (tenant = STADT) =>
  render(<TenantForm viewer={OWN_ADMIN} tenant={tenant} initial={formFromTenant(tenant, 'de-DE')} moduleNames={[]} />);

describe('the Open311 card of the tenant form', () => {
  it('shows the readable jurisdiction_id with the number that always works, and saves it; emptied it is sent as none', async () => {
    fetchMock.mockImplementation(async () => json(STADT));
    const user = userEvent.setup();
    renderForm();
    const card = within(screen.getByRole('region', { name: 'Open311-Schnittstelle' }));
    const field = card.getByLabelText(LABEL) as HTMLInputElement;
    expect(field.value).toBe('musterstadt.de');
    expect(card.getByText(/Die Nummer 5 gilt immer zusätzlich\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open311-Schnittstelle' })).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'musterstadt.example');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body))).toMatchObject({ open311JurisdictionId: 'musterstadt.example' });

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(String(puts()[1]![1]?.body))).toMatchObject({ open311JurisdictionId: null });
  });

  it("shows the server's German message for an id that is taken", async () => {
    const message = 'Die Open311-Kennung „beispieldorf“ verwendet bereits ein anderer Mandant.';
    fetchMock.mockImplementation(async () => json({ message, code: 'OPEN311_JURISDICTION_ID_TAKEN' }, 409));
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByLabelText(LABEL);
    await user.clear(field);
    await user.type(field, 'beispieldorf');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });

  it('is not there for a tenant that takes no reports through the API', () => {
    renderForm({ ...STADT, modules: ['MAENGELMELDER'] });
    expect(screen.queryByRole('region', { name: 'Open311-Schnittstelle' })).toBeNull();
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });
});

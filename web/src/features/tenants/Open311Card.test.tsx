import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleTenant } from '../../../../contracts/examples/tenant.js';
import { ApiError } from '../../api/http.js';
import { formFromTenant } from './tenant-form.js';
import type { TenantViewer } from './tenant-rules.js';

const mocks = vi.hoisted(() => ({
  api: {
    tenants: { update: vi.fn() },
    // the forwarding card loads its list on its own; these tests neither look at it nor need any
    forwarding: { endpoints: vi.fn(async () => []) },
    files: {},
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { TenantForm } = await import('./TenantForm.js');
const { update } = mocks.api.tenants;

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

beforeEach(() => {
  window.history.replaceState(null, '', '/edit-tenant?tenantId=5');
});

const renderForm = (tenant = STADT) =>
  render(<TenantForm viewer={OWN_ADMIN} tenant={tenant} initial={formFromTenant(tenant, 'de-DE')} moduleNames={[]} />);

describe('the Open311 card of the tenant form', () => {
  it('shows the readable jurisdiction_id with the number that always works, and saves it; emptied it is sent as none', async () => {
    update.mockResolvedValue(STADT);
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
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update).toHaveBeenLastCalledWith(5, expect.objectContaining({ open311JurisdictionId: 'musterstadt.example' }));

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(5, expect.objectContaining({ open311JurisdictionId: null }));
  });

  it("shows the server's German message for an id that is taken", async () => {
    const message = 'Die Open311-Kennung „beispieldorf“ verwendet bereits ein anderer Mandant.';
    update.mockRejectedValue(new ApiError(409, 'OPEN311_JURISDICTION_ID_TAKEN', message));
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

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForwardingEndpoint, ForwardingEndpointSave } from '@contracts/forwarding.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';

const mocks = vi.hoisted(() => ({
  api: {
    forwarding: { endpoints: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn(), services: vi.fn() },
    categories: { ofTenant: vi.fn() },
    tags: { selectable: vi.fn() },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { ForwardingCard } = await import('./ForwardingCard.js');
const { forwarding } = mocks.api;

const BAUHOF: ForwardingEndpoint = {
  id: 7,
  categoryId: 3,
  categoryTagId: null,
  scope: 'Straßenschäden',
  name: 'Bauhof Landkreis',
  baseUrl: 'https://bauhof.example/open311/v2',
  jurisdictionId: null,
  serviceCode: 'pothole',
  hasApiKey: true,
  shareEmail: false,
  answerReporter: true,
};
const tenant = { id: 5, name: 'Musterstadt' };
const CATEGORIES = [
  { id: 3, name: 'Straßenschäden', tenantId: 5, tenant, initialAssigneeId: null, initialAssignee: null, createdAt: '', editedAt: null },
];
const TAGS = [
  {
    id: 11,
    name: 'Schlagloch',
    categoryId: 3,
    category: { id: 3, name: 'Straßenschäden' },
    tenantId: 5,
    tenant,
    initialAssigneeId: null,
    initialAssignee: null,
    createdAt: '',
    editedAt: null,
  },
];
const SERVICES = [
  { code: 'pothole', name: 'Schlagloch', group: null },
  { code: 'light', name: 'Straßenlaterne', group: 'Beleuchtung' },
];

/** The tenant's endpoints as the server keeps them: creating adds one, removing takes it away. */
beforeEach(() => {
  let endpoints = [BAUHOF];
  forwarding.endpoints.mockImplementation(async () => endpoints);
  mocks.api.categories.ofTenant.mockResolvedValue(CATEGORIES);
  mocks.api.tags.selectable.mockResolvedValue(TAGS);
  forwarding.services.mockResolvedValue(SERVICES);
  forwarding.create.mockImplementation(async (_tenantId: number, body: ForwardingEndpointSave) => {
    const created = { ...BAUHOF, ...body, id: 8, scope: 'Straßenschäden › Schlagloch', hasApiKey: Boolean(body.apiKey) };
    endpoints = [...endpoints, created];
    return created;
  });
  forwarding.update.mockImplementation(async (_tenantId: number, _id: number, body: ForwardingEndpointSave) => ({ ...BAUHOF, ...body }));
  forwarding.remove.mockImplementation(async () => {
    endpoints = endpoints.filter((each) => each.id !== 7);
    return { message: 'Die Weiterleitung wurde entfernt.' };
  });
});

describe('the forwarding card of the tenant form', () => {
  it('lists the endpoints with scope, receiving body, address, service and whether a key is stored', async () => {
    render(<ForwardingCard tenantId={5} />);
    const list = await screen.findByRole('region', { name: 'Eingerichtete Weiterleitungen' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Straßenschäden');
    expect(item.textContent).toContain('Bauhof Landkreis');
    expect(item.textContent).toContain('https://bauhof.example/open311/v2');
    expect(item.textContent).toContain('pothole');
    expect(item.textContent).toContain('API-Schlüssel hinterlegtja');
    expect(within(item).getByRole('button', { name: 'Bearbeiten (Straßenschäden: Bauhof Landkreis)' })).toBeTruthy();
  });

  it('adds an endpoint for a subcategory with services loaded from the receiving server', async () => {
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Weiterleitung hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleitung hinzufügen' });
    const scope = (await within(dialog).findByLabelText('Bereich')) as HTMLSelectElement;
    expect([...scope.options].map((option) => option.text)).toEqual(['Alle Kategorien', 'Straßenschäden', 'Straßenschäden › Schlagloch']);
    await user.selectOptions(scope, 'Straßenschäden › Schlagloch');
    await user.type(within(dialog).getByLabelText(/^Name der Stelle/), 'Bauhof');
    await user.type(within(dialog).getByLabelText(/^Open311-Adresse/), 'https://bauhof.example/open311/v2');
    const key = within(dialog).getByLabelText(/^API-Schlüssel/) as HTMLInputElement;
    expect(key.type).toBe('password');
    await user.type(key, 'geheim');
    await user.click(within(dialog).getByRole('button', { name: 'Dienste laden' }));
    expect(await within(dialog).findByText('2 Dienste geladen.')).toBeTruthy();
    expect(forwarding.services).toHaveBeenCalledExactlyOnceWith(5, {
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      apiKey: 'geheim',
    });
    const service = within(dialog).getByLabelText(/^Dienst \(service_code\)/) as HTMLSelectElement;
    expect([...service.options].map((option) => option.text)).toEqual(['Bitte wählen', 'Schlagloch (pothole)', 'Straßenlaterne (light)']);
    await user.selectOptions(service, 'light');
    await user.click(within(dialog).getByLabelText('E-Mail-Adresse der meldenden Person mitsenden'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forwarding.create).toHaveBeenCalledExactlyOnceWith(5, {
      categoryId: 3,
      categoryTagId: 11,
      name: 'Bauhof',
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      apiKey: 'geheim',
      serviceCode: 'light',
      shareEmail: true,
      answerReporter: false,
    });
    expect(toasts.value.at(-1)?.text).toBe('Die Weiterleitung wurde gespeichert.');
    expect(await screen.findByRole('heading', { name: 'Straßenschäden › Schlagloch' })).toBeTruthy();
  });

  it('keeps the stored key on a change when the key is left empty, and takes a typed code when loading fails', async () => {
    forwarding.services.mockRejectedValue(new ApiError(502, 'BAD_GATEWAY', 'Die Stelle antwortet nicht.'));
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten (Straßenschäden: Bauhof Landkreis)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleitung bearbeiten' });
    expect(((await within(dialog).findByLabelText('Bereich')) as HTMLSelectElement).value).toBe('category:3');
    expect(within(dialog).getByText('Leer lassen, um den gespeicherten Schlüssel zu behalten.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dienste laden' }));
    expect(await within(dialog).findByText('Die Stelle antwortet nicht.')).toBeTruthy();
    // the stored key is used: the endpoint is named, no key is sent
    expect(forwarding.services).toHaveBeenCalledExactlyOnceWith(5, {
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      endpointId: 7,
    });
    const code = within(dialog).getByLabelText(/^Dienst \(service_code\)/);
    await user.clear(code);
    await user.type(code, 'road-damage');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(forwarding.update).toHaveBeenCalledOnce());
    const [tenantId, endpointId, body] = forwarding.update.mock.calls[0] as [number, number, ForwardingEndpointSave];
    expect([tenantId, endpointId]).toEqual([5, 7]);
    expect(body.serviceCode).toBe('road-damage');
    expect(body).not.toHaveProperty('apiKey');
    expect(body.answerReporter).toBe(true);
  });

  it("shows the server's refusal in the dialog, at the field it concerns", async () => {
    forwarding.create.mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'Bitte geben Sie die Adresse des Open311-Endpunkts an (https://…).'),
    );
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Weiterleitung hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleitung hinzufügen' });
    await within(dialog).findByLabelText('Bereich');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Bitte geben Sie die Adresse des Open311-Endpunkts an (https://…).'));
    const address = within(dialog).getByLabelText(/^Open311-Adresse/);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('removes an endpoint after asking', async () => {
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Entfernen (Straßenschäden: Bauhof Landkreis)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Weiterleitung entfernen' });
    expect(confirm.textContent).toContain('„Straßenschäden“ an Bauhof Landkreis');
    expect(forwarding.remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(forwarding.remove).toHaveBeenCalledExactlyOnceWith(5, 7));
    expect(await screen.findByText('Noch ist keine Weiterleitung eingerichtet.')).toBeTruthy();
    expect(toasts.value.at(-1)?.text).toBe('Die Weiterleitung wurde entfernt.');
  });
});

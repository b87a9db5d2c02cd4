import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ForwardingEndpoint, ForwardingEndpointSave } from '@contracts/forwarding.js';
import { toasts } from '../../components/toast.js';
import { json, stubApi, type Route } from '../../test-support/fetch-stub.js';
import { ForwardingCard } from './ForwardingCard.js';

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

function stubForwarding(extra: Route[] = []) {
  let endpoints = [BAUHOF];
  return stubApi([
    ...extra,
    ['GET', /^\/api\/tenant\/5\/forwarding$/, () => json(endpoints)],
    ['GET', /^\/api\/category\/tenant\/5$/, () => json(CATEGORIES)],
    ['GET', /^\/api\/tag\/selectable$/, () => json(TAGS)],
    ['POST', /^\/api\/tenant\/5\/forwarding\/services$/, () => json(SERVICES)],
    [
      'POST',
      /^\/api\/tenant\/5\/forwarding$/,
      (call) => {
        const body = call.body as ForwardingEndpointSave;
        const created = { ...BAUHOF, ...body, id: 8, scope: 'Straßenschäden › Schlagloch', hasApiKey: Boolean(body.apiKey) };
        endpoints = [...endpoints, created];
        return json(created, 201);
      },
    ],
    ['PUT', /^\/api\/tenant\/5\/forwarding\/7$/, (call) => json({ ...BAUHOF, ...(call.body as ForwardingEndpointSave) })],
    [
      'DELETE',
      /^\/api\/tenant\/5\/forwarding\/7$/,
      () => {
        endpoints = endpoints.filter((each) => each.id !== 7);
        return json({ message: 'Die Weiterleitung wurde entfernt.' });
      },
    ],
  ]);
}

describe('the forwarding card of the tenant form', () => {
  it('lists the endpoints with scope, receiving body, address, service and whether a key is stored', async () => {
    stubForwarding();
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
    const api = stubForwarding();
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
    expect(api.find('POST', '/api/tenant/5/forwarding/services')[0]?.body).toEqual({
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
    expect(api.find('POST', '/api/tenant/5/forwarding')[0]?.body).toEqual({
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
    const api = stubForwarding([
      ['POST', /forwarding\/services$/, () => json({ message: 'Die Stelle antwortet nicht.', code: 'BAD_GATEWAY' }, 502)],
    ]);
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten (Straßenschäden: Bauhof Landkreis)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleitung bearbeiten' });
    expect(((await within(dialog).findByLabelText('Bereich')) as HTMLSelectElement).value).toBe('category:3');
    expect(within(dialog).getByText('Leer lassen, um den gespeicherten Schlüssel zu behalten.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dienste laden' }));
    expect(await within(dialog).findByText('Die Stelle antwortet nicht.')).toBeTruthy();
    // the stored key is used: the endpoint is named, no key is sent
    expect(api.find('POST', '/api/tenant/5/forwarding/services')[0]?.body).toEqual({
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      endpointId: 7,
    });
    const code = within(dialog).getByLabelText(/^Dienst \(service_code\)/);
    await user.clear(code);
    await user.type(code, 'road-damage');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.find('PUT', '/api/tenant/5/forwarding/7')).toHaveLength(1));
    const body = api.find('PUT', '/api/tenant/5/forwarding/7')[0]?.body as ForwardingEndpointSave;
    expect(body.serviceCode).toBe('road-damage');
    expect(body).not.toHaveProperty('apiKey');
    expect(body.answerReporter).toBe(true);
  });

  it("shows the server's refusal in the dialog, at the field it concerns", async () => {
    stubForwarding([
      [
        'POST',
        /^\/api\/tenant\/5\/forwarding$/,
        () => json({ message: 'Bitte geben Sie die Adresse des Open311-Endpunkts an (https://…).', code: 'VALIDATION_ERROR' }, 400),
      ],
    ]);
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
    const api = stubForwarding();
    const user = userEvent.setup();
    render(<ForwardingCard tenantId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Entfernen (Straßenschäden: Bauhof Landkreis)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Weiterleitung entfernen' });
    expect(confirm.textContent).toContain('„Straßenschäden“ an Bauhof Landkreis');
    expect(api.find('DELETE', '/api/tenant/5/forwarding/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Noch ist keine Weiterleitung eingerichtet.')).toBeTruthy();
    expect(toasts.value.at(-1)?.text).toBe('Die Weiterleitung wurde entfernt.');
  });
});

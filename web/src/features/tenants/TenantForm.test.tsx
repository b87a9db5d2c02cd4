import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleTenant } from '../../../../contracts/examples/tenant.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { formFromTenant, NEW_TENANT } from './tenant-form.js';
import type { TenantViewer } from './tenant-rules.js';

const mocks = vi.hoisted(() => ({
  api: {
    tenants: { create: vi.fn(), update: vi.fn(), generateApiKey: vi.fn(), removeApiKey: vi.fn(), list: vi.fn() },
    // the forwarding card loads its list on its own; these tests neither look at it nor need any
    forwarding: { endpoints: vi.fn(async () => []) },
    users: { ofTenant: vi.fn() },
    files: {},
    geocode: { search: vi.fn() },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { TenantForm } = await import('./TenantForm.js');
const { tenants } = mocks.api;

/** A company (no boundary, so no map) with API access and no citizen information (no editor). */
const FIRMA = exampleTenant({
  id: 5,
  name: 'Firma Muster',
  street: 'Hauptstraße',
  hnr: '3',
  zip: '10115',
  city: 'Berlin',
  modules: ['APIZUGRIFF', 'MAENGELMELDER'],
  visibleModules: ['MAENGELMELDER'],
});

const SUPER_ADMIN: TenantViewer = { superAdmin: true, tenantId: 1, allRights: [] };
const OWN_ADMIN: TenantViewer = { superAdmin: false, tenantId: 5, allRights: ['EDIT_OWN_TENANT', 'MANAGE_API_KEY'] };

/** The body of the one update of tenant 5. */
const updated = () => {
  expect(tenants.update).toHaveBeenCalledOnce();
  const [id, body] = tenants.update.mock.calls[0] as [number, Record<string, unknown>];
  expect(id).toBe(5);
  return body;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/edit-tenant?tenantId=5');
});

describe('TenantForm', () => {
  it('on create, marks the required fields and explains the first failed check without calling the server', async () => {
    const user = userEvent.setup();
    render(<TenantForm viewer={SUPER_ADMIN} tenant={null} initial={NEW_TENANT} moduleNames={['MAENGELMELDER', 'APIZUGRIFF']} />);
    expect(screen.getByText('Mit * markierte Felder sind Pflichtfelder.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-required')).toBe('true');
    expect((screen.getByLabelText(/^Land/) as HTMLSelectElement).value).toBe('GERMANY');
    expect((screen.getByRole('radio', { name: 'Unternehmen' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('heading', { name: 'API-Schlüssel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(name);
    expect(tenants.create).not.toHaveBeenCalled();
  });

  it('keeps visible modules to purchased ones: unticking a module also hides it in the app', async () => {
    const user = userEvent.setup();
    render(<TenantForm viewer={SUPER_ADMIN} tenant={null} initial={NEW_TENANT} moduleNames={['MAENGELMELDER', 'APIZUGRIFF']} />);
    const purchased = within(screen.getByRole('group', { name: /Gekaufte Module/ }));
    const visible = within(screen.getByRole('group', { name: /In der App sichtbare Module/ }));
    expect((visible.getByRole('checkbox', { name: 'Mängelmelder' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(purchased.getByRole('checkbox', { name: 'Mängelmelder' }));
    await user.click(visible.getByRole('checkbox', { name: 'Mängelmelder' }));
    expect((visible.getByRole('checkbox', { name: 'Mängelmelder' }) as HTMLInputElement).checked).toBe(true);
    await user.click(purchased.getByRole('checkbox', { name: 'Mängelmelder' }));
    expect((visible.getByRole('checkbox', { name: 'Mängelmelder' }) as HTMLInputElement).checked).toBe(false);
  });

  it("saves a tenant admin's changes without the super admin's fields, toasts and goes back to the list", async () => {
    tenants.update.mockResolvedValue(FIRMA);
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    expect(screen.queryByText('Mit * markierte Felder sind Pflichtfelder.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Plattformeinstellungen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Gemeindegrenzen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Einstellungen Bürgerinformationen' })).toBeNull();

    await user.type(screen.getByLabelText('E-Mail für neue Fälle'), 'neu@firma.example');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(window.location.pathname).toBe('/tenants'));
    const body = updated();
    expect(body).toMatchObject({ name: 'Firma Muster', emailNotification: 'neu@firma.example', country: 'GERMANY' });
    expect(body).not.toHaveProperty('modules');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Mandant wurde aktualisiert']);
  });

  it('explains under the box what publishing every new report means', () => {
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    const publish = screen.getByRole('checkbox', { name: 'Neue Fälle auf der Karte veröffentlichen' }) as HTMLInputElement;
    // a new tenant moderates: the box starts unticked
    expect(publish.checked).toBe(false);
    const hint = document.getElementById(publish.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^Angehakt erscheint jede neue Meldung .* sofort auf der öffentlichen Karte/);
    expect(hint?.textContent).toContain('bis Sie den Fall in der Fallakte veröffentlichen');
  });

  it('saves the addresses of the legal pages the report form links; an emptied one is sent as none', async () => {
    const linked = { ...FIRMA, termsUrl: 'https://www.firma.example/agb', privacyUrl: 'https://www.firma.example/datenschutz' };
    tenants.update.mockResolvedValue(linked);
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={linked} initial={formFromTenant(linked, 'de-DE')} moduleNames={[]} />);
    const card = within(screen.getByRole('region', { name: 'Rechtliche Hinweise für die Meldeseite' }));
    expect((card.getByLabelText('Adresse der Nutzungsbedingungen') as HTMLInputElement).value).toBe('https://www.firma.example/agb');
    await user.clear(card.getByLabelText('Adresse der Datenschutzerklärung'));
    await user.type(card.getByLabelText('Adresse des Impressums'), 'https://www.firma.example/impressum');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(tenants.update).toHaveBeenCalled());
    expect(updated()).toMatchObject({
      termsUrl: 'https://www.firma.example/agb',
      privacyUrl: null,
      imprintUrl: 'https://www.firma.example/impressum',
    });
  });

  it("saves the days after which reporters' personal data is deleted, and checks the minimum before sending", async () => {
    tenants.update.mockResolvedValue({ ...FIRMA, reporterDataRetentionDays: 90 });
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    const card = within(screen.getByRole('region', { name: 'Einstellungen Mängelmelder' }));
    const days = card.getByLabelText('Personenbezogene Daten von Meldenden löschen nach … Tagen nach Abschluss') as HTMLInputElement;
    expect(days.value).toBe('365');
    expect(days.getAttribute('inputmode')).toBe('numeric');

    await user.clear(days);
    await user.type(days, '29');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Personenbezogene Daten von Meldenden können frühestens 30 und spätestens 3650 Tage nach Abschluss gelöscht werden. Bitte geben Sie eine Zahl in diesem Bereich an.',
    );
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(tenants.update).not.toHaveBeenCalled();

    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie für „Personenbezogene Daten von Meldenden löschen nach … Tagen nach Abschluss“ eine gültige Zahl ein.',
    );

    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(tenants.update).toHaveBeenCalled());
    expect(updated().reporterDataRetentionDays).toBe(90);
  });

  it("shows the server's message when saving fails", async () => {
    tenants.update.mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'Die E-Mail-Adresse im Feld „E-Mail für neue Fälle“ ist ungültig.'),
    );
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    await user.type(screen.getByLabelText('E-Mail für neue Fälle'), 'kaputt');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Die E-Mail-Adresse im Feld „E-Mail für neue Fälle“ ist ungültig.'),
    );
    expect(window.location.pathname).toBe('/edit-tenant');
  });

  it('lists its cards under "Auf dieser Seite"; a link taken by keyboard puts the focus on the card\'s heading', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    const nav = within(screen.getByRole('navigation', { name: 'Auf dieser Seite' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    const form = within(document.querySelector('form')!);
    expect(links).toEqual(form.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent));
    expect(links).toEqual([
      'Stammdaten',
      'Einstellungen Mängelmelder',
      'Karteneinbindung',
      'Rechtliche Hinweise für die Meldeseite',
      'Erklärung zur Barrierefreiheit',
      'Open311-Schnittstelle',
      'Weiterleitung über Open311',
      'API-Schlüssel',
    ]);

    // the navigation comes first: Tab reaches its links before the form's fields
    await user.tab();
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Stammdaten' }));
    await user.tab();
    await user.tab();
    const mapEmbed = nav.getByRole('link', { name: 'Karteneinbindung' });
    expect(document.activeElement).toBe(mapEmbed);
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Karteneinbindung' });
    expect(document.activeElement).toBe(heading);
    expect(scroll.mock.contexts).toEqual([heading]);
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    expect(mapEmbed.getAttribute('aria-current')).toBe('location');
    expect(nav.getByRole('link', { name: 'Stammdaten' }).getAttribute('aria-current')).toBeNull();
    expect(window.location.pathname).toBe('/edit-tenant');

    // the next Tab goes on inside the card
    await user.tab();
    expect(screen.getByRole('region', { name: 'Karteneinbindung' }).contains(document.activeElement)).toBe(true);
  });

  it('lists the cards the chosen modules bring, as the form shows them', async () => {
    const user = userEvent.setup();
    render(<TenantForm viewer={SUPER_ADMIN} tenant={null} initial={NEW_TENANT} moduleNames={['MAENGELMELDER', 'APIZUGRIFF']} />);
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Auf dieser Seite' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(['Stammdaten', 'Plattformeinstellungen', 'Einstellungen Mängelmelder']);
    await user.click(within(screen.getByRole('group', { name: /Gekaufte Module/ })).getByRole('checkbox', { name: 'API-Zugriff' }));
    expect(links()).toEqual([
      'Stammdaten',
      'Plattformeinstellungen',
      'Einstellungen Mängelmelder',
      'Karteneinbindung',
      'Rechtliche Hinweise für die Meldeseite',
    ]);
  });

  it('generates an API key, shows the embed code, and removes the key only after confirming', async () => {
    tenants.generateApiKey.mockResolvedValue('neuer-schluessel');
    tenants.removeApiKey.mockResolvedValue({ message: 'Der API-Schlüssel wurde entfernt.' });
    const user = userEvent.setup();
    render(<TenantForm viewer={OWN_ADMIN} tenant={FIRMA} initial={formFromTenant(FIRMA, 'de-DE')} moduleNames={[]} />);
    expect(screen.getByText('Für den Einbettungscode braucht der Mandant einen API-Schlüssel.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'API-Schlüssel generieren' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'API-Schlüssel' }) as HTMLInputElement).value).toBe('neuer-schluessel'),
    );
    const code = (screen.getByLabelText('Einbettungscode') as HTMLTextAreaElement).value;
    expect(code).toContain('/cases-map?apiKey=neuer-schluessel" width="500" height="800"');
    expect(tenants.generateApiKey).toHaveBeenCalledExactlyOnceWith(5);

    await user.click(screen.getByRole('button', { name: 'API-Schlüssel entfernen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Das Entfernen ist endgültig');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(tenants.removeApiKey).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'API-Schlüssel entfernen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'API-Schlüssel entfernen' }));
    await waitFor(() => expect(screen.getByText('Für diesen Mandanten ist kein API-Schlüssel hinterlegt.')).toBeTruthy());
    expect(tenants.removeApiKey).toHaveBeenCalledExactlyOnceWith(5);
    expect(toasts.value.map((toast) => toast.text)).toEqual([
      'Der API-Schlüssel wurde erstellt.',
      'Der API-Schlüssel wurde entfernt. Er kann nicht wieder aktiviert werden.',
    ]);
  });
});

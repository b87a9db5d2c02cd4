import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MapPickerProps } from '../../components/map/MapPicker.js';
import { ApiError } from '../../api/http.js';
import { FrameApiContext, type FrameApi } from '../frame-api.js';
import { fakeFrameApi, TENANT } from '../fake-frame-api.js';
import { ReportWizard } from './CreateCasePage.js';
import { draftStorageKey, loadDraft } from './report-draft.js';

// Leaflet does not run in happy-dom: the map is a button that sets the marker, as a click on the map does
vi.mock('../../components/map/MapPicker.js', () => ({
  MapPicker: ({ value, onChange, label }: MapPickerProps) => (
    <div role="region" aria-label={label}>
      <button type="button" onClick={() => onChange({ latitude: 52.2201, longitude: 13.4402 })}>
        Karte anklicken
      </button>
      <p>{value ? `Gewählter Ort: ${value.latitude}, ${value.longitude}` : 'Noch kein Ort gewählt.'}</p>
    </div>
  ),
}));

const KEY = 'demo-musterstadt';

function renderWizard(api: FrameApi = fakeFrameApi(), navigate = vi.fn()) {
  const view = render(
    <FrameApiContext value={api}>
      <ReportWizard apiKey={KEY} tenant={TENANT} navigate={navigate} />
    </FrameApiContext>,
  );
  return { ...view, api, navigate };
}

const heading = () => screen.getByRole('heading', { level: 2 });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const currentStep = () => screen.getByRole('list', { name: 'Fortschritt' }).querySelector('[aria-current="step"]')?.textContent;

/** Lets the countdown run, one second (and one render) at a time. */
async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(async () => vi.advanceTimersByTimeAsync(1000));
}

async function toStep4(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Karte anklicken'));
  await user.click(button('Weiter'));
  await user.click(await screen.findByRole('radio', { name: 'Verkehrsflächen' }));
  await user.click(button('Weiter'));
  // steps 3 and 4 load on their own (later-steps.tsx)
  await user.click(await screen.findByRole('button', { name: 'Weiter' }));
  await screen.findByLabelText('Beschreibung');
}

describe('report wizard', () => {
  it('step 1: Weiter is disabled until the marker is set; the step indicator and the focus follow the steps', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(currentStep()).toContain('Ort');
    expect(heading().textContent).toContain('Schritt 1 von 4');
    expect(button('Weiter').disabled).toBe(true);
    expect(screen.getByText('Bitte setzen Sie zuerst eine Markierung auf der Karte.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Karte' }).getAttribute('href')).toBe(`/cases-map?apiKey=${KEY}`);

    await user.click(button('Karte anklicken'));
    expect(button('Weiter').disabled).toBe(false);
    await user.click(button('Weiter'));
    expect(currentStep()).toContain('Kategorie');
    expect(screen.getByRole('list', { name: 'Fortschritt' }).textContent).toContain('erledigt');
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toContain('Welche Kategorie passt?');
  });

  it('step 1 shows open cases within 50 m under "Wurde das schon gemeldet?"', async () => {
    const api = fakeFrameApi({
      nearbyCases: vi.fn(async () => [
        {
          id: 3,
          caseNumber: 17,
          latitude: 52.2202,
          longitude: 13.4403,
          state: 'IN_PROGRESS' as const,
          category: 'Verkehrsflächen',
          createdAtFormatted: '2026.05.04 10:00',
          description: 'Schlagloch',
          distance: 12,
        },
      ]),
    });
    const user = userEvent.setup();
    renderWizard(api);
    expect(screen.queryByText('Wurde das schon gemeldet?')).toBeNull();
    await user.click(button('Karte anklicken'));
    const hint = await screen.findByRole('region', { name: 'Wurde das schon gemeldet?' });
    expect(hint.textContent).toContain('Nr. 17 · Verkehrsflächen');
    expect(hint.textContent).toContain('12 m entfernt');
    expect(api.nearbyCases).toHaveBeenCalledWith(KEY, 52.2201, 13.4402);
  });

  it('step 2: the categories at the marker as radios, Weiter disabled until one is chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderWizard();
    await user.click(button('Karte anklicken'));
    await user.click(button('Weiter'));
    const group = await screen.findByRole('group', { name: 'Kategorie' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(api.categoriesAt).toHaveBeenCalledWith(KEY, 13.4402, 52.2201);
    expect(screen.getByText('Zuständig: Musterstadt')).toBeTruthy();
    expect(button('Weiter').disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Grünflächen' }));
    expect(button('Weiter').disabled).toBe(false);
    await user.click(button('Zurück'));
    expect(currentStep()).toContain('Ort');
  });

  it('step 2 outside every municipality: the fallback list and that the report is forwarded', async () => {
    const api = fakeFrameApi({
      categoriesAt: vi.fn(async () => ({
        tenantId: null,
        tenantName: null,
        reachable: false,
        categories: ['Verkehrsflächen', 'Gewässer', 'Grünflächen', 'Sonstiges'].map((name) => ({ id: null, name })),
      })),
    });
    const user = userEvent.setup();
    renderWizard(api);
    await user.click(button('Karte anklicken'));
    await user.click(button('Weiter'));
    expect(await screen.findByText(/Ihre Meldung wird an die zuständige Stelle weitergeleitet/)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('step 4: the counter, both description messages, the e-mail rule, and Senden only with both boxes ticked', async () => {
    const user = userEvent.setup();
    const { api } = renderWizard();
    await toStep4(user);
    expect(heading().textContent).toContain('Beschreiben und senden');
    const description = screen.getByLabelText('Beschreibung');
    expect(screen.getAllByText('0 von 250 Zeichen').length).toBeGreaterThan(0);
    await user.type(description, 'Schlagloch');
    expect(screen.getByText('10 von 250 Zeichen')).toBeTruthy();

    await user.click(description);
    await user.paste('x'.repeat(241));
    expect(screen.getByText('251 von 250 Zeichen')).toBeTruthy();
    expect(screen.getByText('Die Beschreibung darf nicht mehr als 250 Zeichen beinhalten')).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Die Beschreibung darf nicht mehr als 250 Zeichen beinhalten')).toBeNull();

    const email = screen.getByLabelText('E-Mail (freiwillig)');
    await user.type(email, 'becker@example');
    await user.tab();
    expect(screen.getByText('E-Mail muss entweder gültig oder leer sein.')).toBeTruthy();

    expect(button('Senden').disabled).toBe(true);
    await user.click(screen.getByLabelText(/Nutzungsbedingungen/));
    expect(button('Senden').disabled).toBe(true);
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    expect(button('Senden').disabled).toBe(false);

    await user.click(button('Senden'));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine gültige E-Mail-Adresse.');
    expect(document.activeElement).toBe(email);
    expect(api.createCase).not.toHaveBeenCalled();
  });

  it("step 4: the boxes link the municipality's terms and privacy notice, and its imprint, each in a new tab", async () => {
    const user = userEvent.setup();
    renderWizard();
    await toStep4(user);
    const links = [
      ['Nutzungsbedingungen (AGB) (öffnet in neuem Tab)', TENANT.termsUrl],
      ['Datenschutzerklärung (öffnet in neuem Tab)', TENANT.privacyUrl],
      ['Impressum (öffnet in neuem Tab)', TENANT.imprintUrl],
    ];
    for (const [name, href] of links) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // the link sits in the box's label: the box keeps its whole sentence as its name
    const terms = screen.getByRole('checkbox', { name: /^Ich akzeptiere die Nutzungsbedingungen \(AGB\)/ });
    expect(terms.closest('.checkbox')?.querySelector('a')?.textContent).toContain('Nutzungsbedingungen (AGB)');
  });

  it("shows the server's message when it refuses the report", async () => {
    const api = fakeFrameApi({
      createCase: vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION', 'Die Beschreibung darf nicht länger als 250 Zeichen sein.');
      }),
    });
    const user = userEvent.setup();
    renderWizard(api);
    await toStep4(user);
    await user.type(screen.getByLabelText('Beschreibung'), 'Schlagloch');
    await user.click(screen.getByLabelText(/Nutzungsbedingungen/));
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    await user.click(button('Senden'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Die Beschreibung darf nicht länger als 250 Zeichen sein.'));
  });

  it('sends the report (empty e-mail as null), clears the draft, thanks with the case number and goes on to the map', async () => {
    const user = userEvent.setup();
    const { api, navigate } = renderWizard();
    await toStep4(user);
    await user.type(screen.getByLabelText('Beschreibung'), 'Schlagloch vor der Bäckerei');
    await user.click(screen.getByLabelText(/Nutzungsbedingungen/));
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    expect(sessionStorage.getItem(draftStorageKey(KEY))).toContain('Schlagloch');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Senden'));
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Meldung!' });
    expect(api.createCase).toHaveBeenCalledWith(
      KEY,
      { description: 'Schlagloch vor der Bäckerei', photos: [], category: 5, latitude: 52.2201, longitude: 13.4402, email: null },
      expect.any(String),
    );
    expect(screen.getByText('Ihre Meldung ist unter der Nummer 42 eingegangen.')).toBeTruthy();
    expect(screen.queryByText(/Einen Link zum Bearbeitungsstand/)).toBeNull();
    expect(document.activeElement).toBe(heading());
    expect(sessionStorage.getItem(draftStorageKey(KEY))).toBeNull();
    expect(screen.getByText('Weiter zur Karte in 10 Sekunden.')).toBeTruthy();

    await tick(9);
    expect(screen.getByText('Weiter zur Karte in 1 Sekunde.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    await tick(1);
    expect(navigate).toHaveBeenCalledWith(`/cases-map?apiKey=${KEY}`);
  });

  it('names the e-mail the status link went to, and the redirect can be stopped', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWizard();
    await toStep4(user);
    await user.type(screen.getByLabelText('Beschreibung'), 'Laterne defekt');
    await user.type(screen.getByLabelText('E-Mail (freiwillig)'), 'm.becker@example.org');
    await user.click(screen.getByLabelText(/Nutzungsbedingungen/));
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Senden'));
    expect(await screen.findByText('Einen Link zum Bearbeitungsstand haben wir an m.becker@example.org geschickt.')).toBeTruthy();
    await user.click(button('Weiterleitung anhalten'));
    expect(screen.getByText('Die Weiterleitung ist angehalten.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Zur Mängelkarte' }));
    await tick(15);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the entries over a reload (session storage) and opens at the same step', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await toStep4(user);
    await user.type(screen.getByLabelText('Beschreibung'), 'Ampel aus');
    first.unmount();

    renderWizard();
    expect(heading().textContent).toContain('Schritt 4 von 4');
    expect((screen.getByLabelText('Beschreibung') as HTMLTextAreaElement).value).toBe('Ampel aus');
    expect(loadDraft(KEY)).toMatchObject({ location: { latitude: 52.2201 }, category: { id: 5 }, description: 'Ampel aus' });
    // opening the page does not steal the focus from where the host page has it
    expect(document.activeElement).not.toBe(heading());
    await user.click(button('Zurück'));
    await user.click(button('Zurück'));
    expect((screen.getByRole('radio', { name: 'Verkehrsflächen' }) as HTMLInputElement).checked).toBe(true);
  });
});

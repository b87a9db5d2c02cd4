import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Info } from '@contracts/info.js';
import type { User } from '@contracts/user.js';
import type { LatLng } from '../../../components/map/geo.js';
import { toasts } from '../../../components/toast.js';
import { renderAt } from '../../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: {
    infos: { types: vi.fn(), create: vi.fn(), update: vi.fn(), qrCode: vi.fn(), unpublish: vi.fn() },
    infoCategories: { ofTenant: vi.fn(), hasRight: vi.fn() },
    surveys: { list: vi.fn() },
    tenants: { list: vi.fn() },
  },
}));

vi.mock('../../../session/session.js', async () => (await import('../../../test-support/session-mock.js')).mockSession(mocks.api));

// Leaflet and Quill need a real browser: the map is a button per click, the editor a plain text area.
vi.mock('../../../components/map/lazy.js', () => ({
  LazyPolygonEditor: ({ label, points, onChange }: { label: string; points: LatLng[]; onChange: (p: LatLng[]) => void }) => (
    <button type="button" onClick={() => onChange([...points, { latitude: 52.2 + points.length / 100, longitude: 13.4 }])}>
      {label}: Punkt setzen ({points.length})
    </button>
  ),
}));
vi.mock('../../../components/map/MapPicker.js', () => ({
  MapPicker: ({ label, value, onChange }: { label: string; value: LatLng | null; onChange: (p: LatLng) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: 52.22, longitude: 13.44 })}>
      {label}: {value ? 'Ort gesetzt' : 'Ort setzen'}
    </button>
  ),
}));
vi.mock('../../../components/rich-text/lazy.js', () => ({
  LazyRichTextEditor: ({
    label,
    value,
    onChange,
    errorId,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    errorId?: string | null;
  }) => (
    <label>
      {label}
      <textarea value={value} aria-invalid={errorId ? true : undefined} onChange={(event) => onChange(event.target.value)} />
    </label>
  ),
}));
vi.mock('../../../components/image-upload/ImageUpload.js', () => ({
  ImageUpload: ({ label, value, onChange }: { label: string; value: string[]; onChange: (v: string[]) => void }) => (
    <fieldset>
      <legend>{label}</legend>
      <button type="button" onClick={() => onChange([...value, 'titel.png'])}>
        Bild hinzufügen ({value.length})
      </button>
    </fieldset>
  ),
}));

const { currentUser } = await import('../../../session/session.js');
const { InfoForm } = await import('./InfoForm.js');
const { infos, infoCategories, surveys, tenants } = mocks.api;

const MUSTERSTADT = { id: 2, name: 'Musterstadt', designationMap: {} };
const category = (id: number, name: string) => ({
  id,
  name,
  icon: 'calendar',
  tenantId: 2,
  tenant: MUSTERSTADT,
  editable: true,
  deletable: true,
  createdAt: '',
  editedAt: null,
});

function login(rights: string[]) {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
}

function renderForm(saved: Info | null = null) {
  return renderAt(saved ? `/edit-buergerinfo?infoId=${saved.id}` : '/create-buergerinfo', <InfoForm saved={saved} />);
}

const saved = (overrides: Partial<Info> = {}): Info => ({
  id: 7,
  headline: 'Stadtfest',
  type: 'TEXT',
  status: 'DRAFT',
  categoryId: 11,
  category: { id: 11, name: 'Veranstaltungen', icon: 'calendar' },
  tenantId: 2,
  tenant: MUSTERSTADT,
  createdAt: '2026-05-01T08:00:00.000Z',
  createdAtDateFormatted: '2026.05.01',
  editedAt: null,
  createdBy: { firstname: 'Anna', lastname: 'Albrecht' },
  editedBy: { firstname: 'Anna', lastname: 'Albrecht' },
  editable: true,
  deletable: true,
  description: '<p>Musik und Essen</p>',
  titleImage: 'stadtfest.png',
  place: 'Marktplatz',
  eventStart: null,
  eventEnd: null,
  surveyId: null,
  survey: null,
  mapLines: null,
  mapAreas: null,
  latitude: 52.22,
  longitude: 13.44,
  publishedAt: null,
  approvable: false,
  publicUrl: 'http://localhost/info/7',
  ...overrides,
});

beforeEach(() => {
  infos.types.mockResolvedValue(['TEXT', 'EVENT', 'SURVEY', 'MAP_LINE', 'MAP_AREA']);
  infos.qrCode.mockResolvedValue({ link: '/api/public/buergerinfo/7/qr.png', target: 'http://localhost/info/7' });
  infoCategories.ofTenant.mockResolvedValue([category(11, 'Veranstaltungen'), category(12, 'Baustellen')]);
  infoCategories.hasRight.mockResolvedValue(false);
  surveys.list.mockResolvedValue({ content: [{ id: 21, name: 'Marktplatz' }], totalPages: 1, totalElements: 1, page: 0, size: 200 });
  tenants.list.mockResolvedValue({ content: [{ id: 2, name: 'Musterstadt' }], totalPages: 1, totalElements: 1, page: 0, size: 50 });
});

const alertText = () => screen.getByRole('alert').textContent;
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;

describe('InfoForm validation', () => {
  it('shows the ten messages of docs/product/citizen-information.md#validation-order in their order, focusing the field, and saves once all pass', async () => {
    login(['BIS_MANAGE_INFORMATION', 'TENANT_INDEPENDENCE']);
    infos.create.mockResolvedValue({ info: saved(), approvalRequested: true, message: '' });
    const user = userEvent.setup();
    const location = renderForm();
    const save = screen.getByRole('button', { name: 'Speichern und Freigabe anfragen' });
    await screen.findByRole('option', { name: 'Veranstaltungen' });
    await screen.findByRole('option', { name: 'Text' });

    await user.click(save);
    expect(alertText()).toBe('Der Titel der Bürgerinformation darf nicht leer sein.');
    const headline = screen.getByRole('textbox', { name: /^Titel/ });
    expect(document.activeElement).toBe(headline);
    await user.type(headline, 'Stadtfest');

    await user.click(save);
    expect(alertText()).toBe('Das Feld für Kategorie darf nicht leer sein.');
    expect(document.activeElement).toBe(select('Kategorie'));
    await user.selectOptions(select('Kategorie'), 'Veranstaltungen');

    await user.selectOptions(select('Typ'), 'Umfrage');
    await user.click(save);
    expect(alertText()).toBe('Es muss eine Umfrage ausgewählt werden.');
    expect(document.activeElement).toBe(select('Umfrage'));
    await screen.findByRole('option', { name: 'Marktplatz' });
    await user.selectOptions(select('Umfrage'), 'Marktplatz');
    expect(surveys.list).toHaveBeenCalledWith({ tenant: 2, sort: 'name', order: 'ASC', size: 200 });

    await user.selectOptions(select('Typ'), 'Veranstaltung');
    const start = screen.getByRole('textbox', { name: /^Startdatum/ }) as HTMLInputElement;
    const end = screen.getByRole('textbox', { name: /^Enddatum/ }) as HTMLInputElement;
    // a new event starts now and ends 365 days later, to the minute
    expect(start.value).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(end.value.slice(4)).toBe(start.value.slice(4));
    expect(Number(end.value.slice(0, 4)) - Number(start.value.slice(0, 4))).toBe(1);
    await user.clear(end);
    await user.click(save);
    expect(alertText()).toBe('Sie müssen ein Start- und Enddatum für die Veranstaltung festlegen.(Datum & Uhrzeit)');
    expect(document.activeElement).toBe(end);

    await user.selectOptions(select('Typ'), 'Bitte Typ wählen');
    await user.click(save);
    expect(alertText()).toBe('Es muss ein Typ ausgewählt werden.');
    expect(document.activeElement).toBe(select('Typ'));

    await user.selectOptions(select('Typ'), 'Karte mit Linie');
    await user.click(save);
    expect(alertText()).toBe('Das Feld für die Beschreibung darf nicht leer sein.');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Musik und Essen');

    await user.click(save);
    expect(alertText()).toBe('Sie müssen eine Linie (mind. 2 Punkte) auf der Karte darstellen.');
    await user.click(screen.getByRole('button', { name: /Punkt setzen \(0\)/ }));
    await user.click(save);
    expect(alertText()).toBe('Sie müssen eine Linie (mind. 2 Punkte) auf der Karte darstellen.');
    await user.click(screen.getByRole('button', { name: /Punkt setzen \(1\)/ }));

    await user.selectOptions(select('Typ'), 'Karte mit Fläche');
    await user.click(save);
    expect(alertText()).toBe('Sie müssen eine Fläche (mind. 3 Punkte) auf der Karte darstellen.');
    for (const n of [0, 1, 2]) await user.click(screen.getByRole('button', { name: new RegExp(`Punkt setzen \\(${n}\\)`) }));

    await user.selectOptions(select('Typ'), 'Text');
    await user.click(save);
    expect(alertText()).toBe('Für diesen Typen muss ein Titelbild hinterlegt werden.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bild hinzufügen (0)' }));
    await user.click(screen.getByRole('button', { name: 'Bild hinzufügen (0)' }));

    await user.clear(screen.getByRole('combobox', { name: /^Mandant/ }));
    await user.click(save);
    expect(alertText()).toBe('Es muss ein Mandant für diese Bürgerinformation ausgewählt werden.');
    expect(infos.create).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: /^Mandant/ }), 'Muster');
    await user.click(await screen.findByRole('option', { name: 'Musterstadt' }));
    await user.selectOptions(select('Kategorie'), 'Veranstaltungen');
    await user.click(screen.getByRole('button', { name: /Ort setzen/ }));
    await user.click(save);
    expect(infos.create).toHaveBeenCalledWith({
      headline: 'Stadtfest',
      description: 'Musik und Essen',
      titleImage: 'titel.png',
      type: 'TEXT',
      status: 'PUBLISHED',
      categoryId: 11,
      tenantId: 2,
      place: null,
      mapLines: '[]',
      mapAreas: '[]',
      latitude: 52.22,
      longitude: 13.44,
    });
    expect(location.history.at(-1)).toBe('/buergerinfos');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Bürgerinformation wurde erstellt und die Freigabe wurde angefragt.']);
  });

  it('needs no tenant without TENANT_INDEPENDENCE and sends none', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infos.create.mockResolvedValue({ info: saved(), approvalRequested: false, message: '' });
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('combobox', { name: /^Mandant/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Sperrung');
    await user.selectOptions(select('Kategorie'), await screen.findByRole('option', { name: 'Baustellen' }));
    await user.selectOptions(select('Typ'), await screen.findByRole('option', { name: 'Veranstaltung' }));
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Vollsperrung');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    const body = infos.create.mock.calls[0]![0];
    expect(body).toMatchObject({ type: 'EVENT', status: 'DRAFT', categoryId: 12, mapLines: '[]', mapAreas: '[]' });
    expect(body).not.toHaveProperty('tenantId');
    expect(body).not.toHaveProperty('surveyId');
    expect(Date.parse(body.eventEnd) - Date.parse(body.eventStart)).toBeGreaterThanOrEqual(364 * 86_400_000);
    expect(new Date(body.eventStart).getSeconds()).toBe(0);
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Bürgerinformation wurde als Entwurf gespeichert.']);
  });
});

describe('InfoForm type changes', () => {
  it('clears the map data of the other shapes (docs/product/citizen-information.md#types)', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infos.create.mockResolvedValue({ info: saved(), approvalRequested: false, message: '' });
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(select('Typ'), await screen.findByRole('option', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: /Ort setzen/ }));
    screen.getByRole('button', { name: /Ort gesetzt/ });

    // a line clears the marker
    await user.selectOptions(select('Typ'), 'Karte mit Linie');
    await user.click(screen.getByRole('button', { name: /Linie der Bürgerinformation: Punkt setzen \(0\)/ }));
    await user.click(screen.getByRole('button', { name: /Punkt setzen \(1\)/ }));
    // an area clears the line
    await user.selectOptions(select('Typ'), 'Karte mit Fläche');
    screen.getByRole('button', { name: /Fläche der Bürgerinformation: Punkt setzen \(0\)/ });
    await user.click(screen.getByRole('button', { name: /Punkt setzen \(0\)/ }));
    // back to a line: the area is gone, the line too
    await user.selectOptions(select('Typ'), 'Karte mit Linie');
    screen.getByRole('button', { name: /Linie der Bürgerinformation: Punkt setzen \(0\)/ });
    await user.click(screen.getByRole('button', { name: /Punkt setzen \(0\)/ }));
    // another type keeps no shape, and the marker is set anew
    await user.selectOptions(select('Typ'), 'Umfrage');
    screen.getByRole('button', { name: /Ort setzen/ });
  });
});

describe('InfoForm save buttons', () => {
  it('offers publishing with APPROVE on the chosen category, asking for approval otherwise', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infoCategories.hasRight.mockImplementation(async (_right: string, id: number) => id === 12);
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('button', { name: 'Speichern und Freigabe anfragen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als Entwurf speichern' })).toBeTruthy();
    await user.selectOptions(select('Kategorie'), await screen.findByRole('option', { name: 'Baustellen' }));
    await screen.findByRole('button', { name: 'Speichern und veröffentlichen' });
    expect(infoCategories.hasRight).toHaveBeenLastCalledWith('APPROVE', 12);
    await user.selectOptions(select('Kategorie'), 'Veranstaltungen');
    await screen.findByRole('button', { name: 'Speichern und Freigabe anfragen' });
    // a new item has no actions yet
    expect(within(screen.getByRole('region', { name: 'Aktionen' })).queryByRole('button')).toBeNull();
  });

  it('offers the draft button only while the item is a draft, and unpublishing only when published', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infoCategories.hasRight.mockResolvedValue(true);
    renderForm(saved({ status: 'DRAFT' }));
    await screen.findByRole('button', { name: 'Speichern und veröffentlichen' });
    expect(screen.getByRole('button', { name: 'Als Entwurf speichern' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nicht mehr veröffentlichen' })).toBeNull();
    const qr = await screen.findByRole('img', { name: 'QR-Code mit der Adresse der Bürgerinformation „Stadtfest“' });
    expect(qr.getAttribute('src')).toBe('/api/public/buergerinfo/7/qr.png');
    expect(qr.getAttribute('width')).toBe('200');
    expect(screen.getByRole('link', { name: 'QR-Code herunterladen' }).getAttribute('href')).toBe('/api/public/buergerinfo/7/qr.png');
    cleanup();

    for (const status of ['IN_REVIEW', 'PUBLISHED'] as const) {
      renderForm(saved({ status }));
      await screen.findByRole('button', { name: 'Speichern und veröffentlichen' });
      expect(screen.queryByRole('button', { name: 'Als Entwurf speichern' })).toBeNull();
      expect(Boolean(screen.queryByRole('button', { name: 'Nicht mehr veröffentlichen' }))).toBe(status === 'PUBLISHED');
      cleanup();
    }
  });

  it('edits with the message of docs/product/citizen-information.md#saving-and-publishing and unpublishes back to the list', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infoCategories.hasRight.mockResolvedValue(true);
    infos.update.mockResolvedValue({ info: saved(), approvalRequested: false, message: '' });
    infos.unpublish.mockResolvedValue({ message: '' });
    const user = userEvent.setup();
    const location = renderForm(saved({ status: 'PUBLISHED' }));
    await user.click(await screen.findByRole('button', { name: 'Speichern und veröffentlichen' }));
    expect(infos.update).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ status: 'PUBLISHED', titleImage: 'stadtfest.png', latitude: 52.22 }),
    );
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Bürgerinformation wurde bearbeitet.']);
    expect(location.history.at(-1)).toBe('/buergerinfos');
    cleanup();
    toasts.value = [];

    const again = renderForm(saved({ status: 'PUBLISHED' }));
    await user.click(screen.getByRole('button', { name: 'Nicht mehr veröffentlichen' }));
    await waitFor(() => expect(again.history.at(-1)).toBe('/buergerinfos'));
    expect(infos.unpublish).toHaveBeenCalledWith(7);
    expect(toasts.value.map((toast) => toast.text)).toEqual(["Die Bürgerinformation wurde auf den Status 'Entwurf' zurückgesetzt."]);
  });

  it('shows a refusal of the server at the field it concerns and stays', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    const { ApiError } = await import('../../../api/http.js');
    infos.update.mockRejectedValue(new ApiError(400, 'CATEGORY_OF_OTHER_TENANT', 'Die Kategorie gehört nicht zum gewählten Mandanten.'));
    const user = userEvent.setup();
    const location = renderForm(saved());
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(alertText()).toBe('Die Kategorie gehört nicht zum gewählten Mandanten.');
    expect(select('Kategorie').getAttribute('aria-invalid')).toBe('true');
    expect(location.history).toEqual(['/edit-buergerinfo?infoId=7']);
  });
});

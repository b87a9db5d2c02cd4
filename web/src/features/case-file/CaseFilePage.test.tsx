import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import type { LatLng } from '../../components/map/geo.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';
import { makeUser } from '../../test-support/users.js';
import { makeCase, makeNote } from './test-helpers.js';

const mocks = vi.hoisted(() => ({
  api: {
    cases: { get: vi.fn(), create: vi.fn(), update: vi.fn(), setState: vi.fn(), createNote: vi.fn() },
    categories: { ofTenant: vi.fn() },
    tags: { selectable: vi.fn() },
    users: { ofTenant: vi.fn() },
    forwarding: { ofCase: vi.fn() },
    tenants: { list: vi.fn() },
    geocode: { search: vi.fn() },
    files: {
      upload: vi.fn(),
      remove: vi.fn(),
      imageUrl: (name: string) => `/files/images/${name}`,
      thumbnailUrl: (name: string) => `/files/thumbnails/${name}`,
    },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { CaseFilePage } = await import('./CaseFilePage.js');
const { cases } = mocks.api;

// Leaflet needs a real browser; the map is stood in for by a button that sets the marker.
vi.mock('../../components/map/MapPicker.js', () => ({
  MapPicker: ({ onChange }: { onChange: (point: LatLng) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: 52.2201, longitude: 13.4402 })}>
      Ort setzen
    </button>
  ),
}));

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Der Fall wurde nicht gefunden.');

/** Every call made to the fake server. */
const serverCalls = () =>
  Object.values(mocks.api)
    .flatMap((area) => Object.values(area))
    .flatMap((method) => (vi.isMockFunction(method) ? method.mock.calls : []));

beforeEach(() => {
  // the choices of the settings; no case is forwarded
  mocks.api.categories.ofTenant.mockResolvedValue([{ id: 7, name: 'Verkehrsflächen' }]);
  mocks.api.tags.selectable.mockResolvedValue([{ id: 11, name: 'Schlaglöcher' }]);
  mocks.api.users.ofTenant.mockResolvedValue(pageOf([{ id: 3, fullname: 'Anna Albrecht' }], { size: 200 }));
  mocks.api.forwarding.ofCase.mockResolvedValue(null);
  // the photos ask for their sizes with a plain HEAD request (no API call): the server names none
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<CaseFilePage />);
}

const toastTexts = () => toasts.value.map((toast) => toast.text);

describe('CaseFilePage', () => {
  describe('create', () => {
    it('asks for a category and a place before anything is sent', async () => {
      currentUser.value = makeUser(['VIEW_CASES', 'CREATE_NEW_CASE']);
      openAt('/create-case');
      await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
      const category = screen.getByRole('combobox', { name: /Kategorie/ });
      expect(await screen.findByText('Bitte wählen Sie eine Kategorie aus')).toBeTruthy();
      expect(screen.getByText('Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall')).toBeTruthy();
      expect(category.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(category);
      expect(cases.create).not.toHaveBeenCalled();
    });

    it('creates the case and opens it', async () => {
      cases.create.mockResolvedValue(makeCase({ id: 99 }));
      cases.get.mockResolvedValue(makeCase({ id: 99 }));
      currentUser.value = makeUser(['VIEW_CASES', 'CREATE_NEW_CASE']);
      openAt('/create-case');
      await userEvent.type(screen.getByLabelText('Beschreibung des Mangels'), 'Schlagloch');
      const category = screen.getByRole('combobox', { name: /Kategorie/ });
      await waitFor(() => expect(within(category).getByRole('option', { name: 'Verkehrsflächen' })).toBeTruthy());
      await userEvent.selectOptions(category, '7');
      await userEvent.click(screen.getByRole('button', { name: 'Ort setzen' }));
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.search).toBe('?caseId=99'));
      expect(window.location.pathname).toBe('/edit-case');
      expect(cases.create).toHaveBeenCalledExactlyOnceWith({
        description: 'Schlagloch',
        photos: [],
        categoryId: 7,
        categoryTagId: null,
        latitude: 52.2201,
        longitude: 13.4402,
        handoverNote: null,
      });
      expect(cases.get).toHaveBeenCalledWith(99);
      expect(toastTexts()).toContain('Der Fall wurde angelegt');
    });

    it('goes to the case list when the new case is not visible to its creator', async () => {
      cases.create.mockResolvedValue(makeCase({ id: 98 }));
      cases.get.mockRejectedValue(notFound());
      currentUser.value = makeUser(['VIEW_CASES', 'CREATE_NEW_CASE']);
      openAt('/create-case');
      const category = screen.getByRole('combobox', { name: /Kategorie/ });
      await waitFor(() => expect(within(category).getByRole('option', { name: 'Verkehrsflächen' })).toBeTruthy());
      await userEvent.selectOptions(category, '7');
      await userEvent.click(screen.getByRole('button', { name: 'Ort setzen' }));
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.pathname).toBe('/cases'));
      expect(cases.get).toHaveBeenCalledWith(98);
    });
  });

  describe('edit', () => {
    it('says clearly when the case does not exist or is not visible', async () => {
      cases.get.mockRejectedValue(notFound());
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      currentUser.value = makeUser(['VIEW_CASES']);
      openAt('/edit-case?caseId=404');
      expect((await screen.findByRole('alert')).textContent).toMatch(/Der Fall wurde nicht gefunden/);
      expect(screen.getByRole('link', { name: 'Zurück zur Fallverwaltung' })).toBeTruthy();
      expect(cases.get).toHaveBeenCalledWith(404);
    });

    it('treats a caseId that names no case as not found, asking the server nothing', async () => {
      currentUser.value = makeUser(['VIEW_CASES']);
      for (const value of ['abc', '0', '-1']) {
        cleanup();
        openAt(`/edit-case?caseId=${value}`);
        expect((await screen.findByRole('alert')).textContent).toMatch(/Der Fall wurde nicht gefunden/);
      }
      expect(serverCalls()).toEqual([]);
    });

    it('shows the head, disables the settings of a finished case and enables its final photos', async () => {
      cases.get.mockResolvedValue(
        makeCase({ state: 'FINISHED', progress: 100, email: 'lena.schulz@example.org', notesOrdered: [makeNote()] }),
      );
      currentUser.value = makeUser(['VIEW_CASES', 'ADD_IMAGES_TO_EXISTING_CASE', 'CREATE_CASE_NOTES']);
      openAt('/edit-case?caseId=41');
      expect(await screen.findByRole('heading', { name: 'Fall Nr. 17' })).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Fortschritt' }).getAttribute('aria-valuenow')).toBe('100');
      expect(screen.getByRole('link', { name: 'lena.schulz@example.org' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: /Kategorie/ }).closest('fieldset')?.disabled).toBe(true);
      expect(screen.getByText(/Die Einstellungen eines abgeschlossenen/)).toBeTruthy();
      const finals = screen.getByRole('group', { name: 'Abschlussfotos' });
      expect((within(finals).getByRole('button', { name: 'Bild hinzufügen' }) as HTMLButtonElement).disabled).toBe(false);
      const notes = screen.getByRole('region', { name: /Bisherige Einträge \(1\)/ });
      expect(within(notes).getByText('Bauhof ist informiert.')).toBeTruthy();
    });

    it('shows an Open311 reporter’s name and phone with the e-mail, and their photo as an external link in a new tab', async () => {
      const photo = 'https://fotos.example.org/meldung/17.jpg';
      cases.get.mockResolvedValue(
        makeCase({ email: 'erika@example.org', reporterName: 'Erika Mustermann', reporterPhone: '030 1234567', mediaUrl: photo }),
      );
      currentUser.value = makeUser(['VIEW_CASES']);
      openAt('/edit-case?caseId=41');
      const head = await screen.findByRole('region', { name: 'Fall Nr. 17' });
      const fact = (term: string) => within(head).getByText(term).nextElementSibling;
      expect(fact('E-Mail der meldenden Person')?.textContent).toBe('erika@example.org');
      expect(fact('Name der meldenden Person')?.textContent).toBe('Erika Mustermann');
      expect(fact('Telefon der meldenden Person')?.textContent).toBe('030 1234567');
      const link = within(head).getByRole('link', { name: 'Foto der meldenden Person (externer Link)' });
      expect(link.getAttribute('href')).toBe(photo);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('never makes a link of a media URL that is not http or https, and shows no empty reporter fields', async () => {
      cases.get.mockResolvedValue(makeCase({ mediaUrl: 'javascript:alert(1)' }));
      currentUser.value = makeUser(['VIEW_CASES']);
      openAt('/edit-case?caseId=41');
      const head = await screen.findByRole('region', { name: 'Fall Nr. 17' });
      expect(within(head).getByText('javascript:alert(1)').closest('a')).toBeNull();
      expect(within(head).queryByRole('link')).toBeNull();
      expect(within(head).queryByText('Name der meldenden Person')).toBeNull();
      expect(within(head).queryByText('Telefon der meldenden Person')).toBeNull();
    });

    it('picks the deadline in the calendar by keyboard, from today on, until the end of the day, and saves it', async () => {
      // Monday, 20 April 2026 in Berlin
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-04-20T08:00:00.000Z'));
      cases.get.mockResolvedValue(makeCase({ state: 'IN_PROGRESS', progress: 50 }));
      cases.update.mockResolvedValue(makeCase({ state: 'IN_PROGRESS', progress: 50 }));
      currentUser.value = makeUser(['VIEW_CASES', 'SET_CASE_EDIT_DEADLINE']);
      openAt('/edit-case?caseId=41');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' }));
      const calendar = await screen.findByRole('dialog', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' });
      expect(within(calendar).getByRole('gridcell', { name: 'Sonntag, 19. April 2026' }).getAttribute('aria-disabled')).toBe('true');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Montag, 20. April 2026');
      // the keyboard moves the mark too: OK takes the day it went to, with the end of the day as the offered time
      await user.keyboard('{ArrowDown}{End}');
      expect((within(calendar).getByRole('combobox', { name: 'Stunde' }) as HTMLSelectElement).value).toBe('23');
      await user.click(within(calendar).getByRole('button', { name: 'OK' }));
      expect((screen.getByRole('textbox', { name: 'Bearbeitungsfrist' }) as HTMLInputElement).value).toBe('2026.05.03 23:59');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(cases.update).toHaveBeenCalledExactlyOnceWith(41, { stateChangedDeadline: '2026-05-03T21:59:00.000Z' }));
    });

    it('shows the deadline disabled, calendar included, without SET_CASE_EDIT_DEADLINE and on a closed case', async () => {
      cases.get.mockResolvedValue(makeCase({ state: 'IN_PROGRESS', progress: 50 }));
      currentUser.value = makeUser(['VIEW_CASES']);
      openAt('/edit-case?caseId=41');
      const open = await screen.findByRole('button', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' });
      expect((open as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole('textbox', { name: 'Bearbeitungsfrist' }) as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByText('Sie haben keine Berechtigung, die Bearbeitungsfrist festzulegen.')).toBeTruthy();
      cleanup();

      cases.get.mockResolvedValue(makeCase({ state: 'REJECTED', progress: 100 }));
      currentUser.value = makeUser(['VIEW_CASES', 'SET_CASE_EDIT_DEADLINE']);
      openAt('/edit-case?caseId=41');
      const closed = await screen.findByRole('button', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' });
      // the disabled fieldset of the settings disables the calendar button with the field (the browser test sees it)
      expect(closed.closest('fieldset')?.disabled).toBe(true);
      expect(screen.getByRole('textbox', { name: 'Bearbeitungsfrist' }).closest('fieldset')).toBe(closed.closest('fieldset'));
    });

    it('offers the allowed actions in the menu and finishes the case after confirmation', async () => {
      cases.get.mockResolvedValue(makeCase({ state: 'IN_PROGRESS', progress: 50 }));
      cases.setState.mockResolvedValue(makeCase({ state: 'FINISHED', progress: 100 }));
      currentUser.value = makeUser(['VIEW_CASES', 'VIEW_CASE_PROTOCOL']);
      openAt('/edit-case?caseId=41');
      await userEvent.click(await screen.findByRole('button', { name: 'Aktionen' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Ablehnen', 'Abschließen', 'Protokoll']);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Abschließen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Fall abschließen' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Abschließen' }));
      await waitFor(() => expect(toastTexts()).toContain('Der Fall wurde abgeschlossen.'));
      expect(cases.setState).toHaveBeenCalledExactlyOnceWith(41, 'FINISHED');
      expect(screen.getByText('Abgeschlossen')).toBeTruthy();
    });

    it('saves a note with Ctrl+Enter and reads the case again', async () => {
      let reads = 0;
      cases.get.mockImplementation(async () => {
        reads += 1;
        return makeCase({ notesOrdered: reads > 1 ? [makeNote({ description: 'Vor Ort geprüft' })] : [] });
      });
      cases.createNote.mockResolvedValue(makeNote({ description: 'Vor Ort geprüft' }));
      currentUser.value = makeUser(['VIEW_CASES', 'CREATE_CASE_NOTES']);
      openAt('/edit-case?caseId=41');
      await userEvent.type(await screen.findByLabelText('Neue Notiz oder Antwort'), 'Vor Ort geprüft');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(toastTexts()).toContain('Die Notiz wurde gespeichert'));
      expect(cases.createNote).toHaveBeenCalledExactlyOnceWith(41, { description: 'Vor Ort geprüft', type: 'NOTE' });
      const notes = await screen.findByRole('region', { name: /Bisherige Einträge \(1\)/ });
      expect(within(notes).getByText('Vor Ort geprüft')).toBeTruthy();
    });
  });
});

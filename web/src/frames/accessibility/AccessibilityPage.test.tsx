import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { setLanguage } from '../../i18n/language.js';
import { fakeFrameApi, STATUS } from '../fake-frame-api.js';
import { renderFrame } from '../frame-test-support.js';

const URL = '/barrierefreiheit?apiKey=demo-musterstadt';

afterEach(() => {
  setLanguage('de');
});

describe('/barrierefreiheit', () => {
  it("shows the tenant's statement with its headings and list, the date of the last check and the conciliation body", async () => {
    renderFrame(URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nicht barrierefreie Inhalte' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Karte: auch als Liste');
    expect(screen.getByText('28. November 2026').getAttribute('datetime')).toBe('2026-11-28');
    const conciliation = screen.getByRole('link', { name: /Schlichtungsstelle nach dem Behindertengleichstellungsgesetz/ });
    expect(conciliation.getAttribute('href')).toBe('https://www.schlichtungsstelle-bgg.de');
  });

  it('sends the feedback and confirms it in a status message, naming the address of the confirmation', async () => {
    const user = userEvent.setup();
    const api = renderFrame(URL);
    await user.type(await screen.findByLabelText('Ihre Nachricht'), 'Der Kontrast ist zu schwach.');
    await user.type(screen.getByLabelText('Seite oder Stelle (freiwillig)'), 'Mängelkarte');
    await user.type(screen.getByLabelText('E-Mail (freiwillig)'), 'melder@example.org');
    await user.click(screen.getByRole('button', { name: 'Rückmeldung senden' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Vielen Dank für Ihre Rückmeldung. Wir haben sie an die Gemeinde weitergeleitet. Eine Bestätigung geht an melder@example.org.',
    );
    expect(api.sendAccessibilityFeedback).toHaveBeenCalledWith('demo-musterstadt', {
      message: 'Der Kontrast ist zu schwach.',
      page: 'Mängelkarte',
      email: 'melder@example.org',
    });
    await user.click(screen.getByRole('button', { name: 'Weitere Rückmeldung schreiben' }));
    expect((screen.getByLabelText('Ihre Nachricht') as HTMLTextAreaElement).value).toBe('');
  });

  it('checks the message and the address before sending, and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    const api = renderFrame(
      URL,
      fakeFrameApi({
        sendAccessibilityFeedback: vi.fn(async () => Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Zu viele Anfragen.'))),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Rückmeldung senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte beschreiben Sie die Barriere.');
    expect(document.activeElement).toBe(screen.getByLabelText('Ihre Nachricht'));
    await user.type(screen.getByLabelText('Ihre Nachricht'), 'Zu klein');
    await user.type(screen.getByLabelText('E-Mail (freiwillig)'), 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Rückmeldung senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine gültige E-Mail-Adresse.');
    expect(api.sendAccessibilityFeedback).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('E-Mail (freiwillig)'));
    await user.click(screen.getByRole('button', { name: 'Rückmeldung senden' }));
    expect((await screen.findByText('Zu viele Anfragen.')).getAttribute('role')).toBe('alert');
  });

  it('in English, keeps the German statement marked as German', async () => {
    setLanguage('en');
    renderFrame(`${URL}&lang=en`);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Nicht barrierefreie Inhalte' });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('heading', { level: 2, name: 'Report a barrier' })).toBeTruthy();
  });

  it('without apiKey: a message instead of the statement, and no footer link', () => {
    const api = renderFrame('/barrierefreiheit');
    expect(screen.getByRole('alert').textContent).toContain('ohne API-Schlüssel');
    expect(api.accessibilityStatement).not.toHaveBeenCalled();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe("every frame's footer", () => {
  it('links the statement of the tenant whose key the page has', async () => {
    renderFrame('/create-case-frame?apiKey=demo-musterstadt');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Barrierefreiheit' }).getAttribute('href')).toBe(URL);
  });

  it('on /fall-status links the statement of the municipality the status answer names (the link has no key)', async () => {
    const api = renderFrame('/fall-status?token=abcdefghijkl');
    // nothing to name before the answer
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Barrierefreiheit' }).getAttribute('href')).toBe(URL);
    expect(api.caseStatus).toHaveBeenCalledWith('abcdefghijkl');
  });

  it('on /fall-status of a report no municipality has taken: no footer', async () => {
    renderFrame(
      '/fall-status?token=abcdefghijkl',
      fakeFrameApi({ caseStatus: vi.fn(async () => ({ ...STATUS, tenantName: null, tenantApiKey: null })) }),
    );
    expect(await screen.findByText('Das Loch ist geflickt.')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('is left to the embedded wizard on /fall-melden, so the page has one footer landmark', () => {
    renderFrame('/fall-melden?apiKey=demo-musterstadt');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

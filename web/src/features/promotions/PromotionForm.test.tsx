import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@contracts/promotion.js';
import type { LatLng } from '../../components/map/geo.js';
import { toasts } from '../../components/toast.js';
import { renderAt } from '../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: { promotions: { create: vi.fn(), update: vi.fn() }, geocode: { search: vi.fn() } },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const CLICKS = [52.2, 52.21, 52.22, 52.23];

// Leaflet needs a real browser; the map is stood in for by a button that adds a point (a click on the map).
vi.mock('../../components/map/lazy.js', () => ({
  LazyPolygonEditor: ({ points, onChange }: { points: LatLng[]; onChange: (points: LatLng[]) => void }) => (
    <button type="button" onClick={() => onChange([...points, { latitude: CLICKS[points.length]!, longitude: 13.4 }])}>
      Punkt setzen ({points.length})
    </button>
  ),
}));

const { PromotionForm } = await import('./PromotionForm.js');
const { promotions } = mocks.api;

function renderForm(saved: Promotion | null = null) {
  return renderAt(saved ? `/edit-promotion?promotionId=${saved.id}` : '/create-promotion', <PromotionForm saved={saved} />);
}

const alertText = () => screen.getByRole('alert').textContent;

describe('PromotionForm', () => {
  it('shows the first failing message of docs/product/super-admin.md#promotion-validation-rules on each save, in order, and saves once all pass', async () => {
    const user = userEvent.setup();
    promotions.create.mockResolvedValue({ message: 'Die Promotion wurde gespeichert.', promotion: {} });
    const location = renderForm();
    const save = screen.getByRole('button', { name: 'Speichern' });

    await user.click(save);
    expect(alertText()).toBe('Bitte geben Sie einen Namen für die Promotion ein.');
    const name = screen.getByRole('textbox', { name: /Bezeichnung/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    await user.type(name, 'Sommeraktion');
    await user.click(save);
    expect(alertText()).toBe('Bitte geben Sie ein Startdatum für die Promotion an.');
    await user.type(screen.getByRole('textbox', { name: /Beginn/ }), '2026.07.01 08:00');
    await user.click(save);
    expect(alertText()).toBe('Bitte geben Sie ein Enddatum für die Promotion an.');
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '2026.08.31 20:00');
    await user.click(save);
    expect(alertText()).toBe('Bitte markieren Sie die Grenzen der Promotion.');

    await user.click(screen.getByRole('button', { name: 'Punkt setzen (0)' }));
    await user.click(screen.getByRole('button', { name: 'Punkt setzen (1)' }));
    await user.click(save);
    expect(alertText()).toBe('Bitte markieren Sie die Grenzen der Promotion.');
    expect(promotions.create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Punkt setzen (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bereits registrierte Geräte zulassen' }));
    await user.click(save);
    expect(promotions.create).toHaveBeenCalledWith({
      name: 'Sommeraktion',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-08-31T18:00:00.000Z',
      allowAlreadyRegisteredDevices: true,
      boundaries: JSON.stringify([
        { latitude: 52.2, longitude: 13.4 },
        { latitude: 52.21, longitude: 13.4 },
        { latitude: 52.22, longitude: 13.4 },
      ]),
    });
    expect(location.history.at(-1)).toBe('/promotions');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Promotion wurde gespeichert.']);
  });

  it('updates a saved promotion, showing its dates in Berlin time', async () => {
    const user = userEvent.setup();
    const saved: Promotion = {
      id: 4,
      name: 'Herbstaktion',
      startDate: '2026-09-01T06:00:00.000Z',
      endDate: '2026-10-31T19:00:00.000Z',
      allowAlreadyRegisteredDevices: false,
      boundaries: '[]',
      boundariesArray: [
        { latitude: 52.2, longitude: 13.4 },
        { latitude: 52.3, longitude: 13.5 },
        { latitude: 52.25, longitude: 13.6 },
      ],
      latitude: 52.2,
      longitude: 13.4,
      validityFormatted: '2026.09.01 08:00 – 2026.10.31 20:00',
    };
    promotions.update.mockResolvedValue({ message: 'Die Promotion wurde aktualisiert.', promotion: saved });
    const location = renderForm(saved);
    expect((screen.getByRole('textbox', { name: /Beginn/ }) as HTMLInputElement).value).toBe('2026.09.01 08:00');
    expect((screen.getByRole('textbox', { name: /Ende/ }) as HTMLInputElement).value).toBe('2026.10.31 20:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(promotions.update).toHaveBeenCalledWith(4, expect.objectContaining({ name: 'Herbstaktion', endDate: saved.endDate }));
    expect(location.history.at(-1)).toBe('/promotions');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Promotion wurde aktualisiert.']);
  });

  it('shows the server refusal and stays', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('../../api/http.js');
    promotions.create.mockRejectedValue(
      new ApiError(400, 'END_BEFORE_START', 'Das Ende der Promotion darf nicht vor ihrem Beginn liegen.'),
    );
    const location = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Rückwärts');
    await user.type(screen.getByRole('textbox', { name: /Beginn/ }), '2026.08.01 08:00');
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '2026.07.01 08:00');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: /Punkt setzen/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(alertText()).toBe('Das Ende der Promotion darf nicht vor ihrem Beginn liegen.');
    expect(screen.getByRole('textbox', { name: /Ende/ }).getAttribute('aria-invalid')).toBe('true');
    expect(location.history).toEqual(['/create-promotion']);
  });
});

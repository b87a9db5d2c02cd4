import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseForwarding } from '@contracts/forwarding.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';

const mocks = vi.hoisted(() => ({ api: { forwarding: { ofCase: vi.fn(), retry: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { ForwardingSection } = await import('./ForwardingSection.js');
const { forwarding: forwardingApi } = mocks.api;

const FAILED: CaseForwarding = {
  state: 'FAILED',
  recipient: 'Bauhof Landkreis',
  attempts: 5,
  lastError: 'Die Stelle antwortet mit 401: API-Schlüssel ungültig.',
  nextAttemptAt: null,
  sentAt: null,
  serviceRequestId: null,
  remoteStatus: null,
  checkedAt: null,
};
const SENT: CaseForwarding = {
  ...FAILED,
  state: 'SENT',
  attempts: 1,
  lastError: null,
  sentAt: '2026-07-01T08:15:00.000Z',
  serviceRequestId: 'BH-4711',
  remoteStatus: 'closed',
  checkedAt: '2026-07-02T12:00:00.000Z',
};

describe('the forwarding section of the case file', () => {
  it('shows nothing for a case that is forwarded nowhere', async () => {
    forwardingApi.ofCase.mockResolvedValue(null);
    const { container } = render(<ForwardingSection caseId={9} />);
    await waitFor(() => expect(forwardingApi.ofCase).toHaveBeenCalledExactlyOnceWith(9));
    expect(container.textContent).toBe('');
  });

  it("shows a sent forwarding with their request number, their status and when it was read, in Berlin's time", async () => {
    forwardingApi.ofCase.mockResolvedValue(SENT);
    render(<ForwardingSection caseId={9} />);
    const section = await screen.findByRole('region', { name: 'Weiterleitung über Open311' });
    expect(section.textContent).toContain('An Bauhof Landkreis: übertragen');
    expect(section.textContent).toContain('Übertragen am2026.07.01 10:15');
    expect(section.textContent).toContain('Vorgangsnummer der StelleBH-4711');
    expect(section.textContent).toContain('Status bei der Stelleerledigt');
    expect(section.textContent).toContain('Zuletzt abgefragt2026.07.02 14:00');
    expect(section.textContent).not.toContain('Nächster Versuch');
    expect(screen.queryByRole('button', { name: 'Erneut senden' })).toBeNull();
  });

  it('sends a failed forwarding again, says so and shows the state it has now', async () => {
    forwardingApi.ofCase.mockResolvedValue(FAILED);
    forwardingApi.retry.mockImplementation(async () => {
      forwardingApi.ofCase.mockResolvedValue({
        ...FAILED,
        state: 'WAITING',
        attempts: 0,
        lastError: null,
        nextAttemptAt: '2026-11-28T10:00:00.000Z',
      });
      return 'Die Weiterleitung wird erneut gesendet.';
    });
    const user = userEvent.setup();
    render(<ForwardingSection caseId={9} />);
    const section = await screen.findByRole('region', { name: 'Weiterleitung über Open311' });
    expect(section.textContent).toContain('An Bauhof Landkreis: fehlgeschlagen');
    expect(section.textContent).toContain('GrundDie Stelle antwortet mit 401: API-Schlüssel ungültig.');
    expect(section.textContent).toContain('Versuche5');
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    const state = await screen.findByText('An Bauhof Landkreis: wartet');
    expect(toasts.value.at(-1)?.text).toBe('Die Weiterleitung wird erneut gesendet.');
    expect(forwardingApi.retry).toHaveBeenCalledExactlyOnceWith(9);
    expect(section.textContent).toContain('Nächster Versuch2026.11.28 11:00');
    expect(screen.queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(state));
  });

  it("shows the server's refusal of a retry as an error", async () => {
    forwardingApi.ofCase.mockResolvedValue(FAILED);
    forwardingApi.retry.mockRejectedValue(
      new ApiError(409, 'FORWARDING_NOT_FAILED', 'Nur eine fehlgeschlagene Weiterleitung kann erneut gesendet werden.'),
    );
    const user = userEvent.setup();
    render(<ForwardingSection caseId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(toasts.value.at(-1)?.text).toBe('Nur eine fehlgeschlagene Weiterleitung kann erneut gesendet werden.'));
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeTruthy();
  });
});

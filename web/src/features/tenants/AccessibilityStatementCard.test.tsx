import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';

const mocks = vi.hoisted(() => ({ api: { accessibility: { statement: vi.fn(), saveStatement: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { AccessibilityStatementCard } = await import('./AccessibilityStatementCard.js');
const { accessibility } = mocks.api;

const DEFAULT = 'Musterstadt ist bemüht …';
const settings = (text: string | null) => ({ text, defaultText: DEFAULT, checkedOn: '2026-11-28' });

describe('the accessibility statement card of the tenant form', () => {
  it('loads the text when opened, saves an own text and returns to the default', async () => {
    accessibility.statement.mockResolvedValue(settings(null));
    accessibility.saveStatement.mockImplementation(async (_tenantId: number, text: string | null) => settings(text));
    const user = userEvent.setup();
    render(<AccessibilityStatementCard tenantId={5} />);
    expect(accessibility.statement).not.toHaveBeenCalled();
    const open = screen.getByRole('button', { name: 'Erklärung bearbeiten' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const text = (await screen.findByLabelText('Text der Erklärung')) as HTMLTextAreaElement;
    expect(text.value).toBe(DEFAULT);
    expect(screen.getByText('Zurzeit gilt der Standardtext.')).toBeTruthy();
    expect(accessibility.statement).toHaveBeenCalledExactlyOnceWith(5);

    // saved unchanged, the default stays the default
    await user.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    await waitFor(() => expect(accessibility.saveStatement).toHaveBeenCalledExactlyOnceWith(5, null));

    await user.clear(text);
    await user.type(text, 'Unsere Erklärung');
    await user.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    expect(await screen.findByText('Zurzeit gilt Ihr eigener Text.')).toBeTruthy();
    expect(accessibility.saveStatement).toHaveBeenLastCalledWith(5, 'Unsere Erklärung');
    expect(toasts.value.at(-1)?.text).toBe('Die Erklärung zur Barrierefreiheit wurde gespeichert.');

    await user.click(screen.getByRole('button', { name: 'Standardtext verwenden' }));
    expect(await screen.findByText('Zurzeit gilt der Standardtext.')).toBeTruthy();
    expect(text.value).toBe(DEFAULT);
    expect(screen.queryByRole('button', { name: 'Standardtext verwenden' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    accessibility.statement.mockResolvedValue(settings(null));
    accessibility.saveStatement.mockRejectedValue(new ApiError(400, 'STATEMENT_TOO_LONG', 'Die Erklärung ist zu lang.'));
    const user = userEvent.setup();
    render(<AccessibilityStatementCard tenantId={5} />);
    await user.click(screen.getByRole('button', { name: 'Erklärung bearbeiten' }));
    await user.click(await screen.findByRole('button', { name: 'Erklärung speichern' }));
    await waitFor(() => expect(toasts.value.at(-1)?.text).toBe('Die Erklärung ist zu lang.'));
  });
});

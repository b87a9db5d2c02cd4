import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toasts } from '../../components/toast.js';
import { json, stubApi } from '../../test-support/fetch-stub.js';
import { AccessibilityStatementCard } from './AccessibilityStatementCard.js';

const DEFAULT = 'Musterstadt ist bemüht …';
const settings = (text: string | null) => ({ text, defaultText: DEFAULT, checkedOn: '2026-11-28' });

describe('the accessibility statement card of the tenant form', () => {
  it('loads the text when opened, saves an own text and returns to the default', async () => {
    let stored: string | null = null;
    const api = stubApi([
      ['GET', /^\/api\/tenant\/5\/accessibility-statement$/, () => json(settings(stored))],
      [
        'PUT',
        /^\/api\/tenant\/5\/accessibility-statement$/,
        (call) => {
          stored = (call.body as { text: string | null }).text;
          return json(settings(stored));
        },
      ],
    ]);
    const user = userEvent.setup();
    render(<AccessibilityStatementCard tenantId={5} />);
    expect(api.calls).toHaveLength(0);
    const open = screen.getByRole('button', { name: 'Erklärung bearbeiten' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const text = (await screen.findByLabelText('Text der Erklärung')) as HTMLTextAreaElement;
    expect(text.value).toBe(DEFAULT);
    expect(screen.getByText('Zurzeit gilt der Standardtext.')).toBeTruthy();

    // saved unchanged, the default stays the default
    await user.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    await waitFor(() => expect(api.find('PUT', '/api/tenant/5/accessibility-statement')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({ text: null });

    await user.clear(text);
    await user.type(text, 'Unsere Erklärung');
    await user.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    expect(await screen.findByText('Zurzeit gilt Ihr eigener Text.')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ text: 'Unsere Erklärung' });
    expect(toasts.value.at(-1)?.text).toBe('Die Erklärung zur Barrierefreiheit wurde gespeichert.');

    await user.click(screen.getByRole('button', { name: 'Standardtext verwenden' }));
    expect(await screen.findByText('Zurzeit gilt der Standardtext.')).toBeTruthy();
    expect(text.value).toBe(DEFAULT);
    expect(screen.queryByRole('button', { name: 'Standardtext verwenden' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    stubApi([
      ['GET', /accessibility-statement$/, () => json(settings(null))],
      ['PUT', /accessibility-statement$/, () => json({ message: 'Die Erklärung ist zu lang.', code: 'STATEMENT_TOO_LONG' }, 400)],
    ]);
    const user = userEvent.setup();
    render(<AccessibilityStatementCard tenantId={5} />);
    await user.click(screen.getByRole('button', { name: 'Erklärung bearbeiten' }));
    await user.click(await screen.findByRole('button', { name: 'Erklärung speichern' }));
    await waitFor(() => expect(toasts.value.at(-1)?.text).toBe('Die Erklärung ist zu lang.'));
  });
});

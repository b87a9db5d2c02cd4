import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING_APPROVAL, PendingPage } from './PendingPage.js';

describe('PendingPage', () => {
  it('thanks for a registration', () => {
    window.history.replaceState(null, '', '/pending');
    render(<PendingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung' })).toBeTruthy();
    expect(screen.getByText('Ihr Konto wurde angelegt.')).toBeTruthy();
  });

  it('tells a login of an account that is not approved yet that it awaits approval', () => {
    window.history.replaceState(null, '', PENDING_APPROVAL);
    render(<PendingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Konto wartet auf die Freigabe' })).toBeTruthy();
    expect(screen.queryByText('Ihr Konto wurde angelegt.')).toBeNull();
  });
});

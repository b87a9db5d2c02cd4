import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test-support/router.js';
import { AuthLinks, FORGOT_PASSWORD, REGISTER, START_PAGE } from './AuthLinks.js';

describe('AuthLinks', () => {
  it('lists the links in the given order, then any further items', () => {
    renderAt(
      '/login',
      <AuthLinks links={[{ href: '/login', text: 'forgot.toLogin' }, FORGOT_PASSWORD, REGISTER, START_PAGE]}>
        <li>Weiteres</li>
      </AuthLinks>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Zurück zur Anmeldung',
      'Passwort vergessen?',
      'Noch nicht registriert? Kommune registrieren',
      'Zur Startseite',
      'Weiteres',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/login', '/forgot-password', '/register', '/']);
  });
});

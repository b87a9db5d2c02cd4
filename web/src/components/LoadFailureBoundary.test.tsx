import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './LoadFailureBoundary.js';

describe('LoadFailureBoundary', () => {
  it('shows its fallback in place of a part whose code did not come; the rest of the screen stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lost = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <>
        <p>Koordinaten eingeben</p>
        <LoadFailureBoundary fallback={<p role="alert">Die Karte konnte nicht geladen werden.</p>}>
          <Suspense fallback={<p>Karte wird geladen …</p>}>
            <Lost />
          </Suspense>
        </LoadFailureBoundary>
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Die Karte konnte nicht geladen werden.');
    expect(screen.getByText('Koordinaten eingeben')).toBeTruthy();
    quiet.mockRestore();
  });

  it('forgets the failure when resetOn changes, as a router does on another address', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lost = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const failure = <p role="alert">Seite nicht geladen</p>;
    const { rerender } = render(
      <LoadFailureBoundary resetOn="/categories" fallback={failure}>
        <Suspense fallback={null}>
          <Lost />
        </Suspense>
      </LoadFailureBoundary>,
    );
    await screen.findByRole('alert');
    rerender(
      <LoadFailureBoundary resetOn="/dashboard" fallback={failure}>
        <h1>Dashboard</h1>
      </LoadFailureBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});

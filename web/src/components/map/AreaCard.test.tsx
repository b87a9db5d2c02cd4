import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PolygonEditorProps } from './PolygonEditor.js';

// Leaflet needs a real browser: the editor shows what it was given.
vi.mock('./lazy.js', () => ({
  LazyPolygonEditor: ({ label, mode, points, search }: PolygonEditorProps) => (
    <p data-testid="editor">{`${label}|${mode}|${points.length}|${search ? 'search' : 'no search'}`}</p>
  ),
}));

const { AreaCard } = await import('./AreaCard.js');

describe('AreaCard', () => {
  it('is a region named by its title with the hint before an area editor named for the map', () => {
    render(
      <AreaCard
        texts={{ title: 'Gebiet', hint: 'Mindestens 3 Punkte.', map: 'Karte des Gebiets' }}
        points={[{ latitude: 52.2, longitude: 13.4 }]}
        onChange={() => undefined}
        search={vi.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Gebiet' });
    expect(region.querySelector('.field__hint')?.textContent).toBe('Mindestens 3 Punkte.');
    expect(screen.getByTestId('editor').textContent).toBe('Karte des Gebiets|area|1|search');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSearch, useListSearch } from './ListSearch.js';

function Search({ landmark }: { landmark?: boolean }) {
  const search = useListSearch();
  return <ListSearch label="Straßen suchen" hint="Sucht im Namen." className="streets__search" search={search} landmark={landmark} />;
}

describe('ListSearch', () => {
  it('is a search field read with its hint, and no landmark by default', () => {
    render(<Search />);
    const field = screen.getByRole('searchbox', { name: 'Straßen suchen' });
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Sucht im Namen.').id);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('makes its box a search landmark when asked to', () => {
    render(<Search landmark />);
    expect(screen.getByRole('search').contains(screen.getByRole('searchbox', { name: 'Straßen suchen' }))).toBe(true);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeocodeResult } from '@contracts/geocode.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { LazyAddressSearch } from './LazyAddressSearch.js';

const RATHAUS: GeocodeResult = { label: 'Rathausplatz 1, 15732 Musterstadt', latitude: 52.2201, longitude: 13.4402 };

describe('LazyAddressSearch', () => {
  // the first import of react-aria takes longer here than a query waits
  beforeAll(() => import('./AddressSearch.js'));

  it('is a plain field until focused; what is typed meanwhile, and the focus, move into the combobox', async () => {
    const search = vi.fn(async () => [RATHAUS]);
    const onPick = vi.fn();
    const { user } = fakeClock();
    render(<LazyAddressSearch search={search} onPick={onPick} />);

    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Adresse suchen' }));
    await user.keyboard('Rathaus');

    const combobox = (await screen.findByRole('combobox', { name: 'Adresse suchen' })) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    await user.keyboard('platz');
    expect(combobox.value).toBe('Rathausplatz');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('Rathausplatz'));
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: RATHAUS.label }));
    expect(onPick).toHaveBeenCalledWith(RATHAUS);
  });

  it('leaves the focus where Tab took it while the combobox was loading', async () => {
    const { user } = fakeClock();
    render(
      <>
        <LazyAddressSearch search={async () => []} onPick={() => {}} />
        <button type="button">Weiter</button>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Adresse suchen' }));
    await user.tab();
    await screen.findByRole('combobox', { name: 'Adresse suchen' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter' }));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GeocodeResult } from '@contracts/geocode.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { AddressSearch, SEARCH_DEBOUNCE_MS } from './AddressSearch.js';
import { GeocoderContext } from './geocoder.js';

const PARKWEG: GeocodeResult = { label: 'Parkweg 3, 15732 Musterstadt', latitude: 52.23, longitude: 13.46 };
const RATHAUS: GeocodeResult = { label: 'Rathausplatz 1, 15732 Musterstadt', latitude: 52.2201, longitude: 13.4402 };

const input = () => screen.getByRole('combobox', { name: 'Adresse suchen' }) as HTMLInputElement;

describe('AddressSearch', () => {
  it('asks once, after the typing pauses, and not for fewer than 3 characters', async () => {
    const search = vi.fn(async () => [PARKWEG, RATHAUS]);
    const { user, pass } = fakeClock();
    render(<AddressSearch search={search} onPick={() => {}} />);

    await user.type(input(), 'Pa');
    await pass(SEARCH_DEBOUNCE_MS + 100);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getAllByText('Bitte mindestens 3 Zeichen eingeben.').length).toBeGreaterThan(0);

    await user.type(input(), 'rkweg 3');
    expect(search).not.toHaveBeenCalled();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith('Parkweg 3');
    expect(await screen.findByRole('option', { name: PARKWEG.label })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 Adressen gefunden.')).toBeTruthy();
  });

  it('hands the picked address with its coordinates on and shows it in the field', async () => {
    const search = vi.fn(async () => [PARKWEG, RATHAUS]);
    const onPick = vi.fn();
    const { user, pass } = fakeClock();
    render(
      <GeocoderContext value={search}>
        <AddressSearch onPick={onPick} />
      </GeocoderContext>,
    );
    await user.type(input(), 'Musterstadt');
    await user.click(await screen.findByRole('option', { name: RATHAUS.label }));

    expect(onPick).toHaveBeenCalledWith(RATHAUS);
    expect(input().value).toBe(RATHAUS.label);
    await pass(SEARCH_DEBOUNCE_MS + 100);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('can be used with the keyboard alone', async () => {
    const onPick = vi.fn();
    const { user } = fakeClock();
    render(<AddressSearch search={async () => [PARKWEG, RATHAUS]} onPick={onPick} />);
    await user.click(input());
    await user.keyboard('Musterstadt');
    await screen.findByRole('option', { name: PARKWEG.label });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(RATHAUS);
  });

  it("shows the server's message when the search fails, and that nothing was found", async () => {
    const search = vi
      .fn<(query: string) => Promise<GeocodeResult[]>>()
      .mockRejectedValueOnce(new Error('Die Adresssuche ist gerade nicht erreichbar.'))
      .mockResolvedValueOnce([]);
    const { user } = fakeClock();
    render(<AddressSearch search={search} onPick={() => {}} />);
    await user.type(input(), 'Parkweg');
    expect((await screen.findAllByText('Die Adresssuche ist gerade nicht erreichbar.')).length).toBeGreaterThan(0);
    await user.type(input(), ' 9');
    expect((await screen.findAllByText('Keine Adresse gefunden.')).length).toBeGreaterThan(0);
  });
});

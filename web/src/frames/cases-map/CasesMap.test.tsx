import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseMap, MapCase } from '@contracts/public.js';
import { L } from '../../components/map/leaflet.js';
import { renderFrame } from '../frame-test-support.js';
import { fakeFrameApi } from '../fake-frame-api.js';

// offline: no tile template, the map runs on a plain background (happy-dom gives it no size, the view is a point)
vi.mock('../../components/map/tile-url.js', () => ({ loadTileUrl: async () => '' }));

const marker = (id: number, latitude: number, longitude: number): MapCase => ({
  id,
  caseNumber: id,
  latitude,
  longitude,
  state: 'CREATED',
  category: 'Verkehrsflächen',
  createdAtFormatted: `2026.05.0${id} 10:00`,
  description: `Meldung ${id}`,
});

const CASES = [marker(1, 52.21, 13.42), marker(2, 52.23, 13.47), marker(3, 52.25, 13.45)];
const BOUNDARY = [
  { latitude: 52.19, longitude: 13.39 },
  { latitude: 52.26, longitude: 13.41 },
  { latitude: 52.24, longitude: 13.5 },
];

function openMap(answer: Partial<CaseMap>) {
  const fitBounds = vi.spyOn(L.Map.prototype, 'fitBounds');
  renderFrame(
    '/cases-map?apiKey=demo-musterstadt',
    fakeFrameApi({
      caseMap: vi.fn(async () => ({
        cases: [],
        showCreateCaseButton: false,
        mapCenterLatitude: 52.22,
        mapCenterLongitude: 13.44,
        boundary: BOUNDARY,
        ...answer,
      })),
    }),
  );
  return fitBounds;
}

/** The box a fitBounds call was given, as south, west, north, east. */
const fitted = (fitBounds: ReturnType<typeof openMap>, call = 0) => {
  const bounds = fitBounds.mock.calls[call]![0] as L.LatLngBounds;
  return [bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()];
};

const listedTitles = () =>
  within(screen.getByRole('region', { name: 'Gemeldete Mängel' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/cases-map: the map and its list', () => {
  it('opens on every published case: fits the view to the markers, not to the fixed centre', async () => {
    const fitBounds = openMap({ cases: CASES });
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    expect(fitted(fitBounds)).toEqual([52.21, 13.42, 52.25, 13.47]);
  });

  it("opens on the tenant's boundary while no case is published", async () => {
    const fitBounds = openMap({ cases: [] });
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    expect(fitted(fitBounds)).toEqual([52.19, 13.39, 52.26, 13.5]);
    expect(screen.getByText('Zurzeit sind keine Mängel auf der Karte veröffentlicht.')).toBeTruthy();
  });

  it('keeps the list in step with the map: after a move it lists the cases in view with their count', async () => {
    const user = userEvent.setup();
    const fitBounds = openMap({ cases: CASES });
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    const map = fitBounds.mock.contexts[0] as L.Map;

    // the person pans to the north-east, where cases 2 and 3 are
    vi.spyOn(map, 'getBounds').mockReturnValue(L.latLngBounds([52.22, 13.44], [52.26, 13.5]));
    map.fire('moveend');
    await waitFor(() => expect(listedTitles()).toEqual(['Nr. 3 · Verkehrsflächen', 'Nr. 2 · Verkehrsflächen']));
    expect(screen.getByText('2 von 3 Meldungen im Kartenausschnitt')).toBeTruthy();

    // and back to all of them
    vi.spyOn(map, 'getBounds').mockReturnValue(L.latLngBounds([52.2, 13.4], [52.26, 13.5]));
    map.fire('moveend');
    await waitFor(() => expect(listedTitles()).toHaveLength(3));
    expect(screen.getByText('3 Meldungen auf der Karte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alle Meldungen zeigen' })).toBeNull();

    // "Alle Meldungen zeigen" fits the view to every case again and leaves the focus on the list's heading
    vi.spyOn(map, 'getBounds').mockReturnValue(L.latLngBounds([52.2, 13.4], [52.215, 13.43]));
    map.fire('moveend');
    await user.click(await screen.findByRole('button', { name: 'Alle Meldungen zeigen' }));
    expect(fitBounds).toHaveBeenCalledTimes(2);
    expect(fitted(fitBounds, 1)).toEqual([52.21, 13.42, 52.25, 13.47]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Gemeldete Mängel' }));
  });

  it('brings every case back into view also when asked during a zoom animation (Leaflet would ignore it then)', async () => {
    const user = userEvent.setup();
    const fitBounds = openMap({ cases: CASES });
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    const map = fitBounds.mock.contexts[0] as L.Map;
    vi.spyOn(map, 'getBounds').mockReturnValue(L.latLngBounds([52.2, 13.4], [52.215, 13.43]));
    map.fire('moveend');

    map.fire('zoomanim');
    await user.click(await screen.findByRole('button', { name: 'Alle Meldungen zeigen' }));
    expect(fitBounds).toHaveBeenCalledTimes(1);
    map.fire('zoomend');
    expect(fitBounds).toHaveBeenCalledTimes(2);
    expect(fitted(fitBounds, 1)).toEqual([52.21, 13.42, 52.25, 13.47]);
  });

  it('names where the list is in two sentences, one for each layout (CasesMap.css shows the one that fits)', async () => {
    openMap({ cases: CASES });
    const map = await screen.findByRole('region', { name: 'Karte der gemeldeten Mängel' });
    const hint = document.getElementById(map.getAttribute('aria-describedby')!);
    expect(hint?.querySelector('.cases-map__hint-below')?.textContent).toBe(
      'Die Liste unter der Karte zeigt die Meldungen im Kartenausschnitt.',
    );
    expect(hint?.querySelector('.cases-map__hint-beside')?.textContent).toBe(
      'Die Liste neben der Karte zeigt die Meldungen im Kartenausschnitt.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLng } from './geo.js';
import { PointList } from './PointList.js';
import { removePointAt, type ShapeMode } from './points.js';

const POINTS: LatLng[] = [
  { latitude: 52.19, longitude: 13.39 },
  { latitude: 52.25, longitude: 13.39 },
  { latitude: 52.255, longitude: 13.44 },
];

/** The list with its points in state, as PolygonEditor keeps them. */
function Editable({ initial, mode = 'area', onRemove }: { initial: LatLng[]; mode?: ShapeMode; onRemove?: (index: number) => void }) {
  const [points, setPoints] = useState(initial);
  return (
    <PointList
      points={points}
      mode={mode}
      onRemove={(index) => {
        onRemove?.(index);
        setPoints((current) => removePointAt(current, index));
      }}
    />
  );
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('PointList', () => {
  it('lists each point with German coordinates and a remove button', () => {
    render(<Editable initial={POINTS} />);
    expect(items()).toEqual([
      'Punkt 1: Breite 52,19000, Länge 13,39000Punkt entfernen 1',
      'Punkt 2: Breite 52,25000, Länge 13,39000Punkt entfernen 2',
      'Punkt 3: Breite 52,25500, Länge 13,44000Punkt entfernen 3',
    ]);
    expect(screen.getByText('Punkte (3)')).toBeTruthy();
  });

  it('removes a chosen point and moves the focus to the button now in its place', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(<Editable initial={POINTS} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Punkt entfernen 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    expect(items()).toHaveLength(2);
    expect(items()[1]).toContain('Punkt 2: Breite 52,25500');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Punkt entfernen 2' }));
  });

  it('removes the last point with "Letzten Punkt entfernen" until none is left', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(<Editable initial={POINTS.slice(0, 2)} onRemove={onRemove} />);
    const removeLast = screen.getByRole('button', { name: 'Letzten Punkt entfernen' }) as HTMLButtonElement;
    await user.click(removeLast);
    expect(onRemove).toHaveBeenLastCalledWith(1);
    await user.click(removeLast);
    expect(onRemove).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('Noch keine Punkte gesetzt.')).toBeTruthy();
    expect(removeLast.disabled).toBe(true);
    expect(document.activeElement?.textContent).toBe('Punkte (0)');
  });

  it('says how many points a line or an area needs', () => {
    const { rerender } = render(<PointList points={POINTS.slice(0, 1)} mode="line" onRemove={() => {}} />);
    expect(screen.getByText('Eine Linie braucht mindestens 2 Punkte.')).toBeTruthy();
    rerender(<PointList points={POINTS.slice(0, 2)} mode="line" onRemove={() => {}} />);
    expect(screen.queryByText('Eine Linie braucht mindestens 2 Punkte.')).toBeNull();
    rerender(<PointList points={POINTS.slice(0, 2)} mode="area" onRemove={() => {}} />);
    expect(screen.getByText('Eine Fläche braucht mindestens 3 Punkte.')).toBeTruthy();
  });

  it('has no buttons when read-only', () => {
    render(<PointList points={POINTS} mode="area" />);
    expect(items()).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

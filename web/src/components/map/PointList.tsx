import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { formatCoordinate, type LatLng } from './geo.js';
import { missingPoints, type ShapeMode } from './points.js';
import { MAP_TEXTS } from './texts.js';
import '../RemoveButton.css';
import './PointList.css';

export interface PointListProps {
  points: readonly LatLng[];
  mode: ShapeMode;
  /** without it the list is read-only */
  onRemove?: (index: number) => void;
}

/** The points of a line or area as a list, each removable without the map. */
export function PointList({ points, mode, onRemove }: PointListProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const headingId = useId();
  const list = useRef<HTMLDivElement>(null);
  // after a removal the focus moves to the remove button now at that place (or the one before it)
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null || !list.current) return;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    const index = Math.min(focusIndex.current, points.length - 1);
    focusIndex.current = null;
    const target = index >= 0 ? buttons[index] : null;
    (target ?? list.current.querySelector<HTMLElement>('[tabindex="-1"]'))?.focus();
  });

  const remove = (index: number) => {
    focusIndex.current = index;
    onRemove?.(index);
  };
  const missing = missingPoints(points, mode);

  return (
    <div className="point-list" ref={list}>
      <p className="point-list__heading" id={headingId} tabIndex={-1}>
        {texts.pointsHeading} ({points.length})
      </p>
      {points.length === 0 ? (
        <p className="point-list__empty">{texts.noPoints}</p>
      ) : (
        <ol className="point-list__items" aria-labelledby={headingId}>
          {points.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: points have no id and may repeat; a point is its position in the list
            <li className="point-list__item" key={`${index}:${point.latitude}:${point.longitude}`}>
              <span>
                {texts.point(
                  index + 1,
                  texts.position(formatCoordinate(point.latitude, texts.locale), formatCoordinate(point.longitude, texts.locale)),
                )}
              </span>
              {onRemove && (
                <button type="button" className="remove-button point-list__remove" onClick={() => remove(index)}>
                  {texts.removePoint}
                  <span className="visually-hidden"> {index + 1}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {missing > 0 && <p className="point-list__missing">{texts.missing[mode]}</p>}
      {onRemove && (
        <div>
          <Button variant="secondary" disabled={points.length === 0} onClick={() => remove(points.length - 1)}>
            {texts.removeLast}
          </Button>
        </div>
      )}
    </div>
  );
}

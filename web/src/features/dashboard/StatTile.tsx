import type { ReactNode } from 'react';
import { Card } from '../../components/Card.js';
import type { Loaded } from '../../components/useLoaded.js';
import { TileBody } from './TileBody.js';

export interface StatTileProps<T> {
  title: string;
  data: Loaded<T>;
  value: (data: T) => ReactNode;
  /** comparison lines under the figure */
  details?: (data: T) => ReactNode;
}

/** One figure with its title and, optionally, how it compares. */
export function StatTile<T>({ title, data, value, details }: StatTileProps<T>) {
  return (
    <Card title={title}>
      <TileBody data={data}>
        {(loaded) => (
          <>
            <p className="dashboard__figure">{value(loaded)}</p>
            {details && <div className="dashboard__details">{details(loaded)}</div>}
          </>
        )}
      </TileBody>
    </Card>
  );
}

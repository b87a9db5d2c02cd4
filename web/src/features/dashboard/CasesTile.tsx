import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CaseListItem } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { Card } from '../../components/Card.js';
import { useT } from '../../i18n/i18n.js';
import { shorten } from './dashboard-rules.js';
import { TileBody } from './TileBody.js';
import { useTileData } from './useTileData.js';

export interface CasesTileProps {
  title: string;
  emptyText: string;
  load: () => Promise<PageOf<CaseListItem>>;
  /** the line under a case's link (its date, deadline or rating) */
  meta: (item: CaseListItem) => ReactNode;
  /** the case list that shows this tile's cases (`/cases?filter=…`): its button opens that list, not the last one used */
  listHref: string;
}

/**
 * Up to five cases, each a link to /edit-case?caseId=, and a button to the matching case list
 * (docs/product/dashboard.md#case-lists).
 */
export function CasesTile({ title, emptyText, load, meta, listHref }: CasesTileProps) {
  const t = useT();
  const data = useTileData(load);
  return (
    <Card title={title}>
      <TileBody data={data}>
        {({ content }) =>
          content.length === 0 ? (
            <p className="dashboard__empty">{emptyText}</p>
          ) : (
            <ul className="dashboard__cases">
              {content.map((item) => (
                <li key={item.id} className="dashboard__case">
                  <Link href={`/edit-case?caseId=${item.id}`} className="dashboard__case-link">
                    {shorten(item.description) || t('dashboard.case.noDescription')}
                  </Link>
                  <span className="dashboard__case-meta">{meta(item)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </TileBody>
      <p className="dashboard__more">
        <Link href={listHref} className="button button--secondary">
          {t('dashboard.toCases')}
          <span className="visually-hidden"> ({title})</span>
        </Link>
      </p>
    </Card>
  );
}

import { Card } from '../../components/Card.js';
import { useT } from '../../i18n/i18n.js';

/**
 * The side card "Zusatzinformationen" (docs/product/cases.md#categories-and-subcategories): nothing more is known about
 * a category; a subcategory's card also shows where a map would be, as a decorative panel with the same statement.
 */
export function SideCard({ kind }: { kind: 'category' | 'tag' }) {
  const t = useT();
  return (
    <Card title={t('categories.side.title')}>
      <p>{t(kind === 'category' ? 'categories.side.none' : 'tags.side.none')}</p>
      {kind === 'tag' && (
        <div className="catalog-side__map">
          <svg className="catalog-side__map-art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
            <path d="M0 55 C30 40 50 70 80 50 S110 30 120 38" />
            <path d="M35 0 L45 80 M0 22 L120 30" />
            <circle cx="78" cy="34" r="5" />
          </svg>
          <p className="catalog-side__map-text">{t('tags.side.map')}</p>
        </div>
      )}
    </Card>
  );
}

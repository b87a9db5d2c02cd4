import { Card } from '../../components/Card.js';
import { LazyPolygonEditor } from '../../components/map/lazy.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { TenantCardProps } from './card-props.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/**
 * The municipal boundary: a super admin draws it (a click on the map adds a point; the point list, address
 * search and typed coordinates do the same without a mouse); everyone else sees it read-only
 * (docs/product/tenants.md#municipal-boundaries).
 */
export function BoundariesCard({ values, update, editable }: Pick<TenantCardProps, 'values' | 'update'> & { editable: boolean }) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.boundaries.label)} headingId={TENANT_SECTIONS.boundaries.id}>
      <p className="field__hint">{editable ? t('tenants.boundariesHint') : t('tenants.boundariesReadOnly')}</p>
      <LazyPolygonEditor
        label={t('tenants.boundariesMap')}
        points={values.boundaries}
        onChange={editable ? (boundaries) => update({ boundaries }) : undefined}
        readOnly={!editable}
        center={values.townhall ?? undefined}
        search={api.geocode.search}
      />
    </Card>
  );
}

import { useState } from 'react';
import type { ForwardingEndpoint } from '@contracts/forwarding.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Loading } from '../../components/Loading.js';
import { useConfirmedRemoval } from '../../components/managed-list/useConfirmedRemoval.js';
import { showSuccess } from '../../components/toast.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { ForwardingDialog } from './ForwardingDialog.js';
import { TENANT_SECTIONS } from './tenant-sections.js';
import './ForwardingCard.css';

/** The open dialog: a new endpoint, or the one changed. */
type Editing = { endpoint: ForwardingEndpoint | null } | null;

/**
 * The tenant's forwarding over Open311 (saved tenants, for whoever edits the tenant): its endpoints per scope,
 * each added, changed and removed on its own, apart from the tenant form's save.
 */
export function ForwardingCard({ tenantId }: { tenantId: number }) {
  const t = useT();
  const endpoints = useLoaded(() => api.forwarding.endpoints(tenantId), tenantId);
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useConfirmedRemoval(async (endpoint: ForwardingEndpoint) => {
    showSuccess((await api.forwarding.remove(tenantId, endpoint.id)).message);
    endpoints.update((list) => list.filter((each) => each.id !== endpoint.id));
  });

  const saved = () => {
    setEditing(null);
    // the server orders the list (the whole tenant first, then by scope): it is read again
    endpoints.reload();
  };

  return (
    <Card title={t(TENANT_SECTIONS.forwarding.label)} headingId={TENANT_SECTIONS.forwarding.id}>
      <div className="stack">
        <p className="field__hint">{t('forwarding.intro')}</p>
        {endpoints.state === 'failed' && <p role="alert">{endpoints.message ?? t('errors.unexpected')}</p>}
        {(endpoints.state === 'loading' || endpoints.state === 'idle') && <Loading />}
        {endpoints.state === 'ready' && (
          <div ref={removal.tableRef}>
            {/* the keyboard lands here after a removal, when the removed row's buttons are gone */}
            <div role="region" aria-label={t('forwarding.list')} tabIndex={-1} className="forwarding-list">
              {endpoints.value.length === 0 ? (
                <p>{t('forwarding.none')}</p>
              ) : (
                <ul className="forwarding-list__items">
                  {endpoints.value.map((endpoint) => (
                    <EndpointItem
                      key={endpoint.id}
                      endpoint={endpoint}
                      onEdit={() => setEditing({ endpoint })}
                      onRemove={() => removal.ask(endpoint)}
                    />
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
        <div>
          <Button variant="secondary" onClick={() => setEditing({ endpoint: null })}>
            {t('forwarding.add')}
          </Button>
        </div>
      </div>
      {editing && <ForwardingDialog tenantId={tenantId} endpoint={editing.endpoint} onSaved={saved} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title={t('forwarding.removeTitle')} confirmLabel={t('forwarding.remove')} destructive>
        <p>{removal.target && t('forwarding.removeText', { scope: removal.target.scope, name: removal.target.name })}</p>
      </ConfirmDialog>
    </Card>
  );
}

interface EndpointItemProps {
  endpoint: ForwardingEndpoint;
  onEdit: () => void;
  onRemove: () => void;
}

function EndpointItem({ endpoint, onEdit, onRemove }: EndpointItemProps) {
  const t = useT();
  const label = `${endpoint.scope}: ${endpoint.name}`;
  return (
    <li className="forwarding-list__item">
      <h3 className="forwarding-list__scope">{endpoint.scope}</h3>
      <dl className="forwarding-list__facts">
        <dt>{t('forwarding.name')}</dt>
        <dd>{endpoint.name}</dd>
        <dt>{t('forwarding.baseUrl')}</dt>
        <dd className="tenant-form__code">{endpoint.baseUrl}</dd>
        <dt>{t('forwarding.serviceCode')}</dt>
        <dd>{endpoint.serviceCode}</dd>
        <dt>{t('forwarding.hasApiKey')}</dt>
        <dd>{t(endpoint.hasApiKey ? 'forwarding.yes' : 'forwarding.no')}</dd>
      </dl>
      <div className="tenant-form__inline">
        <Button variant="secondary" onClick={onEdit}>
          {t('forwarding.edit')}
          <span className="visually-hidden"> ({label})</span>
        </Button>
        <Button variant="danger" onClick={onRemove}>
          {t('forwarding.remove')}
          <span className="visually-hidden"> ({label})</span>
        </Button>
      </div>
    </li>
  );
}

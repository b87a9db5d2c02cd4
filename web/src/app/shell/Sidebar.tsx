import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/i18n.js';
import { buildMenu } from '../menu.js';
import { api, currentUser } from '../../session/session.js';
import { SidebarMenu } from './SidebarMenu.js';
import { useSidebarCounters } from './useSidebarCounters.js';
import './Sidebar.css';

const DEFAULT_TENANT_IMAGE = '/default-tenant.svg';

function TenantImage({ image }: { image: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = image && !failed ? `/files/images/${encodeURIComponent(image)}` : DEFAULT_TENANT_IMAGE;
  return <img className="sidebar__tenant-image" src={src} alt="" width="64" height="64" onError={() => setFailed(true)} />;
}

export function Sidebar({ id, open }: { id: string; open: boolean }) {
  useSignals();
  const t = useT();
  const stats = useSidebarCounters();
  const user = currentUser.value;
  if (!user) return null;
  const counters = [
    { label: t('shell.casesAll'), value: stats.all },
    { label: t('shell.casesOpen'), value: stats.open },
    { label: t('shell.casesRejected'), value: stats.rejected },
  ];
  return (
    <div id={id} className="sidebar" hidden={!open}>
      <section className="sidebar__profile" aria-label={t('shell.profile')}>
        <TenantImage image={user.tenant.image} />
        <p className="sidebar__name">
          {user.firstname} {user.lastname}
        </p>
        {user.commune && <p className="sidebar__tenant">{t('shell.commune', { name: user.tenant.name })}</p>}
        <h2 className="visually-hidden">{t('shell.caseCounters')}</h2>
        <dl className="sidebar__counters">
          {counters.map((counter) => (
            <div key={counter.label} className="sidebar__counter">
              <dt>{counter.label}</dt>
              <dd>{counter.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SidebarMenu groups={buildMenu(user)} />
      <nav className="sidebar-menu" aria-labelledby="menu-service">
        <h2 id="menu-service" className="sidebar-menu__heading">
          {t('menu.service')}
        </h2>
        <ul className="sidebar-menu__list">
          <li>
            <a className="sidebar-menu__link" href={api.platform.downloadsUrl()} target="_blank" rel="noopener noreferrer">
              {t('menu.downloads')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <Link href="/imprint" className="sidebar-menu__link">
              {t('menu.imprint')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

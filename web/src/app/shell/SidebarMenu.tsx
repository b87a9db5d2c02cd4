import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/i18n.js';
import type { MenuGroup } from '../menu.js';
import './SidebarMenu.css';

/** One navigation landmark per menu group, named by its heading; the current page's link is marked. */
export function SidebarMenu({ groups }: { groups: MenuGroup[] }) {
  const t = useT();
  const [location] = useLocation();
  return (
    <>
      {groups.map((group) => (
        <nav key={group.id} className="sidebar-menu" aria-labelledby={`menu-${group.id}`}>
          <h2 id={`menu-${group.id}`} className="sidebar-menu__heading">
            {t(group.labelKey)}
          </h2>
          <ul className="sidebar-menu__list">
            {group.items.map((item) => (
              <li key={item.path}>
                <Link href={item.path} className="sidebar-menu__link" aria-current={location === item.path ? 'page' : undefined}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

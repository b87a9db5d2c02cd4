import { useId, type Ref } from 'react';
import type { Role } from '@contracts/role.js';
import { Button } from '../../components/Button.js';
import { useT } from '../../i18n/i18n.js';

export interface RoleListProps {
  roles: readonly Role[];
  adminNoteId: string;
  /** whether the caller may rename or delete the role (they hold every right of it) */
  mayChange: (role: Role) => boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** takes the focus after a role was deleted (its buttons are gone) */
  listRef: Ref<HTMLUListElement>;
}

/**
 * The tenant's roles with their actions; the Admin role has none and carries the explanation instead, as does a role
 * holding a right the caller lacks.
 */
export function RoleList({ roles, adminNoteId, mayChange, onEdit, onDelete, listRef }: RoleListProps) {
  const t = useT();
  const id = useId();
  return (
    <section className="role-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="role-list__title">
        {t('roles.listTitle')}
      </h2>
      <ul className="role-list__items" ref={listRef} tabIndex={-1} aria-labelledby={`${id}-title`}>
        {roles.map((role) => {
          const nameId = `${id}-role-${role.id}`;
          return (
            <li key={role.id} className="role-list__item">
              <span id={nameId} className="role-list__name">
                {role.name}
              </span>
              {role.admin ? (
                <p id={adminNoteId} className="role-list__note">
                  {t('roles.adminNote')}
                </p>
              ) : !mayChange(role) ? (
                <p className="role-list__note">{t('roles.strongerNote')}</p>
              ) : (
                <span className="role-list__actions">
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => onEdit(role)}>
                    {t('roles.edit')}
                  </Button>
                  <Button variant="danger" aria-describedby={nameId} onClick={() => onDelete(role)}>
                    {t('roles.delete')}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useId, useMemo, useRef, useState, type Ref } from 'react';
import { rightsHolderOf, type RightsHolder } from '@contracts/catalog.js';
import type { Role } from '@contracts/role.js';
import type { User } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TenantPicker, type TenantOption } from '../../components/TenantPicker.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { changeable, matrixGroups, toggleable, type Cell } from './matrix.js';
import { RightsGroup } from './RightsGroup.js';
import { RoleList } from './RoleList.js';
import { RoleNameDialog } from './RoleNameDialog.js';
import { useRoleMatrix, type RoleMatrixData } from './useRoleMatrix.js';
import './RolesPage.css';

interface TenantChoice extends TenantOption {
  modules: readonly string[];
}

type Dialog = { kind: 'create' } | { kind: 'rename'; role: Role } | { kind: 'delete'; role: Role } | null;

const holdsRight = (user: User, right: string) => user.superAdmin || user.allRights.includes(right);

/** /roles: the rights-by-roles matrix of one tenant (docs/product/accounts-and-roles.md#the-rights-matrix). */
export function RolesPage() {
  useSignals();
  const t = useT();
  const user = currentUser.value;
  if (!user) return <Loading />;
  if (!holdsRight(user, 'MANAGE_ROLES')) {
    return (
      <>
        <PageHeader title={t('page.roles')} />
        <p>{t('roles.noPermission')}</p>
      </>
    );
  }
  return <RoleManagement user={user} />;
}

function RoleManagement({ user }: { user: User }) {
  const t = useT();
  const acrossTenants = holdsRight(user, 'TENANT_INDEPENDENCE');
  const [tenant, setTenant] = useState<TenantChoice | null>({
    id: user.tenantId,
    name: user.tenantName,
    modules: user.tenant.modules,
  });
  const matrix = useRoleMatrix(tenant?.id ?? null, acrossTenants);
  const [dialog, setDialog] = useState<Dialog>(null);
  const deletion = useSubmit();
  const list = useRef<HTMLUListElement>(null);

  // The picker's search results carry the modules, which decide whether the citizen-information group shows.
  const modulesById = useRef(new Map<number, readonly string[]>());
  const loadTenants = useCallback(async (search: string) => {
    const page = await api.tenants.list({ search, size: 50 });
    for (const item of page.content) modulesById.current.set(item.id, item.modules);
    return page.content;
  }, []);
  const chooseTenant = (option: TenantOption | null) =>
    setTenant(option && { ...option, modules: modulesById.current.get(option.id) ?? [] });

  const create = async (name: string) => {
    if (!tenant) return;
    const role = await api.roles.create({ name, rights: [], tenantId: tenant.id });
    matrix.added(role);
    setDialog(null);
    showSuccess(t('roles.toast.role_created', { name: role.name }));
  };

  const rename = (role: Role) => async (name: string) => {
    const saved = await api.roles.rename(role.id, name);
    matrix.replaced(saved);
    setDialog(null);
    showSuccess(t('roles.toast.role_updated', { name: saved.name }));
  };

  const remove = (role: Role) =>
    deletion.run(async () => {
      try {
        await api.roles.remove(role.id);
      } finally {
        // closed in the same moment the call ends, before the dialog could show its button idle again and take the
        // focus back into itself
        setDialog(null);
      }
      matrix.removed(role.id);
      showSuccess(t('roles.toast.role_deleted', { name: role.name }));
      // The dialog hands the focus back to its trigger, which is gone; the list takes it once the dialog closed.
      requestAnimationFrame(() => requestAnimationFrame(() => list.current?.focus()));
    }, showError);

  return (
    <>
      <PageHeader title={t('page.roles')}>
        {tenant && matrix.data.state === 'ready' && <Button onClick={() => setDialog({ kind: 'create' })}>{t('roles.create')}</Button>}
      </PageHeader>
      {acrossTenants && (
        <div className="roles-page__tenant">
          <TenantPicker
            label={t('roles.tenant')}
            loader={loadTenants}
            value={tenant?.id ?? null}
            selectedName={user.tenantName}
            emptyText={t('roles.noTenantFound')}
            onChange={chooseTenant}
          />
        </div>
      )}
      {tenant === null ? (
        <p>{t('roles.chooseTenant')}</p>
      ) : matrix.data.state === 'failed' ? (
        <p className="roles-page__error" role="alert">
          {matrix.data.message ?? t('errors.unexpected')}
        </p>
      ) : matrix.data.state !== 'ready' ? (
        <Loading />
      ) : (
        <Matrix
          data={matrix.data.value}
          holder={rightsHolderOf(user)}
          modules={tenant.modules}
          listRef={list}
          onToggle={matrix.toggle}
          onEdit={(role) => setDialog({ kind: 'rename', role })}
          onDelete={(role) => setDialog({ kind: 'delete', role })}
        />
      )}

      {dialog?.kind === 'create' && <RoleNameDialog title={t('roles.createTitle')} onSave={create} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'rename' && (
        <RoleNameDialog
          title={t('roles.renameTitle')}
          initialName={dialog.role.name}
          onSave={rename(dialog.role)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          isOpen
          title={t('roles.deleteTitle')}
          confirmLabel={t('roles.delete')}
          destructive
          isPending={deletion.pending}
          onConfirm={() => void remove(dialog.role)}
          onCancel={() => setDialog(null)}
        >
          <p>{t('roles.deleteQuestion', { name: dialog.role.name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

interface MatrixProps {
  data: RoleMatrixData;
  /** the caller, who may only tick what they hold */
  holder: RightsHolder;
  modules: readonly string[];
  listRef: Ref<HTMLUListElement>;
  onToggle: ReturnType<typeof useRoleMatrix>['toggle'];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

function Matrix({ data, holder, modules, listRef, onToggle, onEdit, onDelete }: MatrixProps) {
  const t = useT();
  const adminNoteId = useId();
  const tickNoteId = useId();
  const mayToggle = (role: Role, cell: Cell) => toggleable(holder, role, cell);
  const groups = useMemo(() => matrixGroups(data.rights, data.variableRights, modules), [data.rights, data.variableRights, modules]);
  return (
    <>
      <RoleList
        roles={data.roles}
        adminNoteId={adminNoteId}
        mayChange={(role) => changeable(holder, role)}
        onEdit={onEdit}
        onDelete={onDelete}
        listRef={listRef}
      />
      <p className="roles-page__hint">{t('roles.matrixHint')}</p>
      {!holder.superAdmin && (
        <p className="roles-page__hint" id={tickNoteId}>
          {t('roles.tickNote')}
        </p>
      )}
      {groups.map((group) => (
        <RightsGroup
          key={group.group}
          group={group}
          roles={data.roles}
          adminNoteId={adminNoteId}
          mayToggle={mayToggle}
          tickNoteId={tickNoteId}
          onToggle={(role, cell, label) => void onToggle(role, cell, label)}
        />
      ))}
    </>
  );
}

import { useId } from 'react';
import type { Role } from '@contracts/role.js';
import { useT } from '../../i18n/i18n.js';
import { basicRightLabel, categoryTitle, groupLabel, rightLabel } from './labels.js';
import type { Cell, MatrixGroup } from './matrix.js';
import { RightsTable, type MatrixRow } from './RightsTable.js';

export interface RightsGroupProps {
  group: MatrixGroup;
  roles: readonly Role[];
  adminNoteId: string;
  mayToggle: (role: Role, cell: Cell) => boolean;
  tickNoteId: string;
  onToggle: (role: Role, cell: Cell, label: string) => void;
}

/** One group of the matrix: its rights, then a table per category for the variable rights. */
export function RightsGroup({ group, roles, adminNoteId, mayToggle, tickNoteId, onToggle }: RightsGroupProps) {
  const t = useT();
  const headingId = useId();
  const title = groupLabel(t, group.group);
  const rightRows: MatrixRow[] = group.rights.map((right) => {
    const label = rightLabel(t, right);
    return { key: right, label, cellLabel: label, cell: { kind: 'right', right } };
  });
  const tableProps = { roles, adminNoteId, mayToggle, tickNoteId, onToggle };

  return (
    <section className="rights-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="rights-group__title">
        {title}
      </h2>
      {rightRows.length > 0 && <RightsTable label={title} rows={rightRows} {...tableProps} />}
      {group.categories.map((section) => {
        const category = categoryTitle(t, section);
        const rows: MatrixRow[] = section.variableRights.map((variableRight) => {
          const label = basicRightLabel(t, variableRight.basicRight);
          return {
            key: String(variableRight.id),
            label,
            cellLabel: t('roles.variableRight', { right: label, category }),
            cell: { kind: 'variable', id: variableRight.id },
          };
        });
        return (
          <div className="rights-group__category" key={section.categoryId ?? 'none'}>
            <h3 className="rights-group__category-title">{category}</h3>
            <RightsTable label={`${title}: ${category}`} rows={rows} {...tableProps} />
          </div>
        );
      })}
      {group.group === 'BUERGERINFO' && group.categories.length === 0 && <p className="rights-group__empty">{t('roles.noCategories')}</p>}
    </section>
  );
}

import type { Category, Tag } from '@contracts/category.js';
import { useT } from '../../i18n/i18n.js';
import { AssignmentList } from './AssignmentList.js';

export interface CategoryAssignmentsProps {
  categories: Category[] | null;
  tags: Tag[] | null;
  categoryIds: readonly number[];
  tagIds: readonly number[];
  onCategoriesChange: (ids: number[]) => void;
  onTagsChange: (ids: number[]) => void;
}

/**
 * The categories and subcategories that restrict which cases the user sees
 * (docs/product/accounts-and-roles.md#category-and-subcategory-assignments).
 */
export function CategoryAssignments({ categories, tags, categoryIds, tagIds, onCategoriesChange, onTagsChange }: CategoryAssignmentsProps) {
  const t = useT();
  return (
    <div className="stack">
      <p className="user-form__explain">{t('users.assign.explain')}</p>
      <AssignmentList
        legend={t('users.assign.categories')}
        options={categories?.map((category) => ({ id: category.id, label: category.name })) ?? null}
        selected={categoryIds}
        onChange={onCategoriesChange}
      />
      <AssignmentList
        legend={t('users.assign.tags')}
        hint={t('users.assign.tagsHint')}
        options={
          tags?.map((tag) => ({ id: tag.id, label: t('users.assign.tagOption', { tag: tag.name, category: tag.category.name }) })) ?? null
        }
        selected={tagIds}
        onChange={onTagsChange}
      />
    </div>
  );
}

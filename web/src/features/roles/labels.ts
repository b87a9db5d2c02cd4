import { BASIC_RIGHTS, RIGHTS, type BasicRight, type Right, type RightGroup } from '@contracts/catalog.js';
import type { Translate } from '../../i18n/i18n.js';
import type { CategorySection } from './matrix.js';

const isRight = (value: string): value is Right => (RIGHTS as readonly string[]).includes(value);
const isBasicRight = (value: string): value is BasicRight => (BASIC_RIGHTS as readonly string[]).includes(value);

/** The display name of a right; a name the catalogue does not know is shown as it is. */
export const rightLabel = (t: Translate, right: string) => (isRight(right) ? t(`roles.right.${right}`) : right);

export const basicRightLabel = (t: Translate, basicRight: string) =>
  isBasicRight(basicRight) ? t(`roles.basicRight.${basicRight}`) : basicRight;

export const groupLabel = (t: Translate, group: RightGroup) => t(`roles.group.${group}`);

/** The heading of a category's variable rights; a category without a name yet is shown by its id. */
export function categoryTitle(t: Translate, section: CategorySection): string {
  if (section.categoryName) return t('roles.category', { name: section.categoryName });
  return section.categoryId === null ? t('roles.categoryNone') : t('roles.categoryUnnamed', { id: section.categoryId });
}

import { useSearch } from 'wouter';
import type { Category, Tag } from '@contracts/category.js';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CatalogForm, type CatalogKind } from './CatalogForm.js';
import './categories.css';

const PAGES: Record<
  CatalogKind,
  { create: MessageKey; edit: MessageKey; listHref: string; load: (id: number) => Promise<Category | Tag> }
> = {
  category: { create: 'page.createCategory', edit: 'page.editCategory', listHref: '/categories', load: (id) => api.categories.get(id) },
  tag: { create: 'page.createTag', edit: 'page.editTag', listHref: '/tags', load: (id) => api.tags.get(id) },
};

function CatalogFormScreen({ kind, id }: { kind: CatalogKind; id: number | null }) {
  const t = useT();
  const page = PAGES[kind];
  const record = useLoaded(() => page.load(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? page.create : page.edit)}
      record={record}
      loadFailedText={t('categories.form.loadFailed')}
      backHref={page.listHref}
      backLabel={t('categories.form.back')}
    >
      {(saved) => <CatalogForm kind={kind} saved={saved} />}
    </RecordScreen>
  );
}

/**
 * /create-category, /edit-category?categoryId=, /create-tag and /edit-tag?categoryId= (the subcategory's id is
 * named categoryId too: docs/product/cases.md#screens): a positive id edits that record, anything else creates one.
 */
export function CatalogFormPage({ kind }: { kind: CatalogKind }) {
  const id = recordIdFrom(useSearch(), 'categoryId');
  return <CatalogFormScreen key={`${kind}|${id}`} kind={kind} id={id} />;
}

export const CategoryFormPage = () => <CatalogFormPage kind="category" />;
export const TagFormPage = () => <CatalogFormPage kind="tag" />;

import { Link, useSearch } from 'wouter';
import type { Category, Tag } from '@contracts/category.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CatalogForm, type CatalogKind } from './CatalogForm.js';
import { recordIdFrom } from './catalog-form.js';
import { useRecord } from './useRecord.js';
import './categories.css';

const PAGES: Record<CatalogKind, { create: MessageKey; edit: MessageKey; listHref: string; load: (id: number) => Promise<Category | Tag> }> = {
  category: { create: 'page.createCategory', edit: 'page.editCategory', listHref: '/categories', load: (id) => api.categories.get(id) },
  tag: { create: 'page.createTag', edit: 'page.editTag', listHref: '/tags', load: (id) => api.tags.get(id) },
};

function CatalogFormScreen({ kind, id }: { kind: CatalogKind; id: number }) {
  const t = useT();
  const page = PAGES[kind];
  const record = useRecord(id, page.load);
  return (
    <>
      <PageHeader title={t(id > 0 ? page.edit : page.create)} />
      {record.state === 'loading' && <Loading />}
      {record.state === 'failed' && (
        <div className="stack">
          <p className="catalog-form__load-failed" role="alert">
            {t('categories.form.loadFailed')} {record.message}
          </p>
          <p>
            <Link href={page.listHref}>{t('categories.form.back')}</Link>
          </p>
        </div>
      )}
      {record.state === 'ready' && <CatalogForm kind={kind} saved={record.record} />}
    </>
  );
}

/**
 * /create-category, /edit-category?categoryId=, /create-tag and /edit-tag?categoryId= (the specification
 * names the subcategory's id categoryId too): a positive id edits that record, anything else creates one.
 */
export function CatalogFormPage({ kind }: { kind: CatalogKind }) {
  const id = recordIdFrom(useSearch());
  return <CatalogFormScreen key={`${kind}|${id}`} kind={kind} id={id} />;
}

export const CategoryFormPage = () => <CatalogFormPage kind="category" />;
export const TagFormPage = () => <CatalogFormPage kind="tag" />;

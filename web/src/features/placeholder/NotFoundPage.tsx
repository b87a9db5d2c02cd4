import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p>{t('notFound.text')}</p>
      <p>
        <Link href="/">{t('common.startPage')}</Link>
      </p>
    </>
  );
}

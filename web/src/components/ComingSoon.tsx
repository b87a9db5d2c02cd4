import { useT } from '../i18n/i18n.js';
import { Card } from './Card.js';
import { PageHeader } from './PageHeader.js';

/** The page of a screen that a later release brings: its title and a short notice. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p>{t('placeholder.text')}</p>
      </Card>
    </>
  );
}

import { PageHeader } from '../../components/PageHeader.js';
import { SupportLink } from '../../components/SupportLink.js';
import { useT } from '../../i18n/i18n.js';
import './ImprintPage.css';

/** The static imprint: the operator's address and contact details (placeholders in brackets). */
export function ImprintPage() {
  const t = useT();
  return (
    <article className="imprint">
      <PageHeader title={t('imprint.title')} />
      <section aria-labelledby="imprint-provider">
        <h2 id="imprint-provider">{t('imprint.provider')}</h2>
        <address>
          {t('imprint.company')}
          <br />
          {t('imprint.street')}
          <br />
          {t('imprint.city')}
          <br />
          {t('imprint.country')}
        </address>
      </section>
      <section aria-labelledby="imprint-represented">
        <h2 id="imprint-represented">{t('imprint.representedBy')}</h2>
        <p>{t('imprint.representative')}</p>
      </section>
      <section aria-labelledby="imprint-contact">
        <h2 id="imprint-contact">{t('imprint.contact')}</h2>
        <dl className="imprint__contact">
          <dt>{t('imprint.phone')}</dt>
          <dd>{t('imprint.phoneValue')}</dd>
          <dt>{t('common.email')}</dt>
          <dd>
            <SupportLink />
          </dd>
        </dl>
      </section>
      <section aria-labelledby="imprint-register">
        <h2 id="imprint-register">{t('imprint.register')}</h2>
        <p>{t('imprint.registerValue')}</p>
      </section>
      <section aria-labelledby="imprint-vat">
        <h2 id="imprint-vat">{t('imprint.vatId')}</h2>
        <p>{t('imprint.vatIdValue')}</p>
      </section>
      <section aria-labelledby="imprint-responsible">
        <h2 id="imprint-responsible">{t('imprint.responsible')}</h2>
        <p>{t('imprint.responsibleValue')}</p>
      </section>
    </article>
  );
}

import {
  ANSWER_TEMPLATE_PLACEHOLDERS,
  fillAnswerTemplate,
  type AnswerTemplatePlaceholder,
  type TemplateCase,
} from '@contracts/answer-template.js';
import { Card } from '../../components/Card.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';

const MEANINGS: Record<AnswerTemplatePlaceholder, MessageKey> = {
  fallnummer: 'answerTemplates.placeholders.fallnummer',
  kategorie: 'answerTemplates.placeholders.kategorie',
  status: 'answerTemplates.placeholders.status',
  datum: 'answerTemplates.placeholders.datum',
  gemeinde: 'answerTemplates.placeholders.gemeinde',
};

/** A case to show a template with: reported today, of the tenant the template belongs to. */
function exampleCase(categoryName: string, tenantName: string | null, today: Date): TemplateCase {
  return {
    caseNumber: 1042,
    state: 'IN_PROGRESS',
    category: { id: 0, name: categoryName },
    tenant: tenantName === null ? null : { id: 0, name: tenantName },
    createdAtYear: today.getFullYear(),
    createdAtMonth: today.getMonth() + 1,
    createdAtDay: today.getDate(),
  };
}

export interface TemplateHelpCardProps {
  text: string;
  /** the template's tenant, which {gemeinde} names */
  tenantName: string | null;
}

/** Beside the form: what each placeholder stands for, and the text as it reads for an example case. */
export function TemplateHelpCard({ text, tenantName }: TemplateHelpCardProps) {
  const t = useT();
  const example = exampleCase(t('answerTemplates.preview.category'), tenantName, new Date());
  const exampleDay = fillAnswerTemplate('{datum}', example);
  return (
    <div className="stack">
      <Card title={t('answerTemplates.placeholders.title')}>
        <dl className="answer-template-help__placeholders">
          {ANSWER_TEMPLATE_PLACEHOLDERS.map((name) => (
            <div key={name}>
              <dt>
                <code>{`{${name}}`}</code>
              </dt>
              <dd>{t(MEANINGS[name], { example: exampleDay })}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('answerTemplates.preview.title')}>
        {text.trim() === '' ? (
          <p>{t('answerTemplates.preview.empty')}</p>
        ) : (
          <>
            <p>{t('answerTemplates.preview.intro')}</p>
            <p className="answer-template-help__preview">{fillAnswerTemplate(text.trim(), example)}</p>
          </>
        )}
      </Card>
    </div>
  );
}

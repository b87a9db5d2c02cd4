import { useSearch } from 'wouter';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { AnswerTemplateForm } from './AnswerTemplateForm.js';
import './answer-templates.css';

function AnswerTemplateScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.answerTemplates.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'answerTemplates.createTitle' : 'answerTemplates.editTitle')}
      record={record}
      loadFailedText={t('answerTemplates.form.loadFailed')}
      backHref="/answer-templates"
      backLabel={t('answerTemplates.form.back')}
    >
      {(saved) => <AnswerTemplateForm saved={saved} />}
    </RecordScreen>
  );
}

/** /create-answer-template and /edit-answer-template?templateId=: a positive id edits that template, anything else creates one. */
export function AnswerTemplateFormPage() {
  const id = recordIdFrom(useSearch(), 'templateId');
  return <AnswerTemplateScreen key={id ?? 'new'} id={id} />;
}

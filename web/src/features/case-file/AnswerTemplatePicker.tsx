import { useState } from 'react';
import { fillAnswerTemplate, type AnswerTemplate, type TemplateCase } from '@contracts/answer-template.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import './AnswerTemplatePicker.css';

/** What the picker needs of a case: the tenant whose templates it offers, and what they are filled in with. */
export type AnswerCase = TemplateCase & { tenantId: number | null };

/** The templates a picker offers: the first page the list allows, by name (a tenant keeps a few dozen). */
const PICKER_SIZE = 200;

export interface AnswerTemplatePickerProps {
  /** the case the answer is for; its tenant's templates are offered (none without a tenant), filled in with its details */
  caseFile: AnswerCase;
  /** hands the filled-in text to the answer's field */
  onInsert: (text: string) => void;
}

/**
 * "Textbaustein einfügen": a select of the case's tenant's answer templates and a button that inserts the chosen
 * one, filled in for this case. A button rather than inserting on change, so moving through the options by
 * keyboard inserts nothing. Nothing shows while the templates load, when there are none, or when they fail to load
 * (the answer can be written without them).
 */
export function AnswerTemplatePicker({ caseFile, onInsert }: AnswerTemplatePickerProps) {
  const t = useT();
  const [chosen, setChosen] = useState('');
  const { tenantId } = caseFile;
  const loaded = useLoaded(async () => (await api.answerTemplates.list({ tenant: tenantId!, size: PICKER_SIZE })).content, tenantId);
  if (loaded.state !== 'ready' || loaded.value.length === 0) return null;
  const templates: AnswerTemplate[] = loaded.value;

  const insert = () => {
    const template = templates.find((candidate) => String(candidate.id) === chosen);
    if (!template) return;
    onInsert(fillAnswerTemplate(template.text, caseFile));
    setChosen('');
  };

  return (
    <Field label={t('answerTemplates.picker.label')} hint={t('answerTemplates.picker.hint')}>
      {(control) => (
        <div className="note-editor__template-choice">
          <select {...control} className="input" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t('answerTemplates.picker.choose')}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={chosen === ''} onClick={insert}>
            {t('answerTemplates.picker.insert')}
          </Button>
        </div>
      )}
    </Field>
  );
}

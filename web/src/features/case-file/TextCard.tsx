import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';

export interface TextCardProps {
  title: string;
  label: string;
  hint?: string;
  rows: number;
  value: string;
  onChange: (text: string) => void;
}

/** A card of the case file with one free text (the description, the hand-over note), up to 5000 characters. */
export function TextCard({ title, label, hint, rows, value, onChange }: TextCardProps) {
  return (
    <Card title={title}>
      <Field label={label} hint={hint}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={rows}
            maxLength={5000}
            // an empty text is left out of the printed case file (styles/print.css)
            data-empty={value.trim() === '' ? true : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </Card>
  );
}

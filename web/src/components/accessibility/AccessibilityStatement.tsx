import { Fragment, type ReactNode } from 'react';
import { CONCILIATION_BODY, longGermanDate } from '@contracts/accessibility-rules.js';
import { NewTabLink } from '../NewTabLink.js';
import { useWidgetTexts, type WidgetTexts } from '../useWidgetTexts.js';
import { statementBlocks } from './statement-blocks.js';
import './AccessibilityStatement.css';

const TEXTS: WidgetTexts<{ checkedOn: string; conciliation: string; conciliationText: string; conciliationLink: string }> = {
  de: {
    checkedOn: 'Letzte Prüfung',
    conciliation: 'Schlichtungsverfahren',
    conciliationText:
      'Wenn Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort erhalten, können Sie einen Antrag auf ein Schlichtungsverfahren stellen bei der',
    conciliationLink: CONCILIATION_BODY.name,
  },
  en: {
    checkedOn: 'Last check',
    conciliation: 'Conciliation procedure',
    conciliationText: 'If you do not receive a satisfactory answer to your feedback, you can apply for a conciliation procedure at the',
    conciliationLink: CONCILIATION_BODY.name,
  },
};

export interface AccessibilityStatementProps {
  text: string;
  /** ISO date of the last check */
  checkedOn: string;
  /** between the text and the conciliation body: the page's way to report a barrier */
  feedback?: ReactNode;
}

/**
 * A tenant's accessibility statement (BITV 2.0 § 12), on the public page and in the back office alike: the text
 * (its headings one level below the page's), the date of the last check, and the conciliation body, which no
 * tenant text can leave out.
 */
export function AccessibilityStatement({ text, checkedOn, feedback }: AccessibilityStatementProps) {
  const texts = useWidgetTexts(TEXTS);
  return (
    <div className="statement stack">
      {/* the statement is written in German (the default and the tenants' own texts), also on a page in English */}
      <div className="stack" lang="de">
        {statementBlocks(text).map((block, index) =>
          block.kind === 'heading' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, rebuilt as a whole when it changes
            <h2 key={index}>{block.text}</h2>
          ) : block.kind === 'list' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, rebuilt as a whole when it changes
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, rebuilt as a whole when it changes
            <p key={index}>
              {block.lines.map((line, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph, in their order
                <Fragment key={at}>
                  {at > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
          ),
        )}
      </div>
      <p className="statement__checked">
        {texts.checkedOn}: <time dateTime={checkedOn}>{longGermanDate(checkedOn)}</time>
      </p>
      {feedback}
      <section className="stack" aria-labelledby="statement-conciliation">
        <h2 id="statement-conciliation">{texts.conciliation}</h2>
        <p>
          {texts.conciliationText} <NewTabLink href={CONCILIATION_BODY.url}>{texts.conciliationLink}</NewTabLink>.
        </p>
      </section>
    </div>
  );
}

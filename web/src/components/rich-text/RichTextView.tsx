import './RichTextView.css';

export interface RichTextViewProps {
  /** HTML the server has sanitised (server/src/platform/rich-text.ts); never raw user input */
  html: string | null;
  className?: string;
}

/** Shows rich text from the server as it was written in the editor. */
export function RichTextView({ html, className }: RichTextViewProps) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML (platform/rich-text.ts)
  return <div className={['rich-text-view', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { isAllowedImage, IMAGE_ACCEPT } from '../image-upload/image-files.js';
import { IMAGE_UPLOAD_TEXTS } from '../image-upload/texts.js';
import { useUploadApi, type UploadApi } from '../image-upload/upload-api.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { RICH_TEXT_TEXTS } from './texts.js';
import { labelToolbar, TOOLBAR } from './toolbar.js';
import '../Field.css';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** the visible label, also the editor's accessible name */
  label: string;
  /** HTML; an empty editor is '' */
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  required?: boolean;
  /** marks the editor invalid and points at the message explaining why */
  errorId?: string | null;
  placeholder?: string;
  /** receives German error messages of image uploads; without it the editor shows them */
  onError?: (message: string) => void;
  /** the upload calls for the image button; defaults to the nearest UploadApiContext */
  api?: UploadApi;
}

/**
 * Quill 2 emits lists as the semantic <ul>/<ol> through getSemanticHTML, but 2.0.3 also turns every space
 * into &nbsp; (a typed no-break space stays a character, so the entity only ever stands for a space).
 */
function htmlOf(quill: Quill): string {
  if (quill.getLength() <= 1 && !quill.root.querySelector('img')) return '';
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

/**
 * A rich-text editor (Quill 2, the toolbar of docs/product/citizen-information.md#rich-text); images are uploaded
 * and inserted by address.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  readOnly = false,
  required,
  errorId,
  placeholder,
  onError,
  api: apiProp,
}: RichTextEditorProps) {
  const texts = useWidgetTexts(RICH_TEXT_TEXTS);
  const uploadTexts = useWidgetTexts(IMAGE_UPLOAD_TEXTS);
  const api = useUploadApi(apiProp);
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  // not useSubmit: that ignores a call while one runs, and an image chosen during another's upload is inserted too
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // the HTML this editor last reported: a value prop equal to it is the echo of a change, not new content
  const emitted = useRef<string | null>(null);
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  useEffect(() => {
    const wrapper = host.current;
    if (!wrapper) return;
    // Quill builds its toolbar next to its element: both live in an element React does not manage
    const element = document.createElement('div');
    wrapper.appendChild(element);
    const editor = new Quill(element, {
      theme: 'snow',
      placeholder,
      modules: { toolbar: { container: TOOLBAR, handlers: { image: () => fileInput.current?.click() } } },
    });
    const initial = latest.current.value;
    if (initial) editor.setContents(editor.clipboard.convert({ html: initial }), 'silent');
    emitted.current = initial;
    editor.on('text-change', () => {
      const html = htmlOf(editor);
      emitted.current = html;
      latest.current.onChange(html);
    });
    setQuill(editor);
    return () => {
      wrapper.replaceChildren();
      setQuill(null);
    };
    // created once; the placeholder only counts on creation
  }, []);

  useEffect(() => {
    if (!quill || value === emitted.current) return;
    emitted.current = value;
    quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
  }, [quill, value]);

  useEffect(() => {
    quill?.enable(!readOnly);
  }, [quill, readOnly]);

  useEffect(() => {
    if (!quill) return;
    const toolbar = quill.getModule('toolbar') as { container: HTMLElement };
    labelToolbar(toolbar.container, texts);
    quill.root.querySelectorAll('img:not([alt])').forEach((image) => {
      image.setAttribute('alt', texts.imageAlt);
    });
    const linkInput = quill.container.querySelector('.ql-tooltip input');
    linkInput?.setAttribute('aria-label', texts.linkAddress);
    linkInput?.setAttribute('data-link', 'https://');
  }, [quill, texts]);

  useEffect(() => {
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    const toggle = (name: string, on: boolean, valueWhenOn = 'true') =>
      on ? root.setAttribute(name, valueWhenOn) : root.removeAttribute(name);
    toggle('aria-required', Boolean(required));
    toggle('aria-invalid', Boolean(errorId));
    toggle('aria-describedby', Boolean(errorId), errorId ?? '');
    toggle('aria-readonly', readOnly);
  }, [quill, labelId, required, errorId, readOnly]);

  const report = (text: string) => (onError ? onError(text) : setMessage(text));

  async function insertImage(file: File) {
    if (!quill) return;
    setMessage(null);
    if (!isAllowedImage(file)) return report(uploadTexts.wrongType);
    const at = quill.getSelection(true)?.index ?? quill.getLength();
    setUploading(true);
    try {
      const name = await api.upload(file, false);
      quill.insertEmbed(at, 'image', api.imageUrl(name), 'user');
      quill.formatText(at, 1, 'alt', texts.imageAlt, 'user');
      quill.setSelection(at + 1, 0, 'user');
    } catch (error) {
      report(error instanceof Error && error.message ? error.message : uploadTexts.failed);
    } finally {
      setUploading(false);
    }
  }

  // Quill's link tooltip names its parts with CSS content; these variables put them into the UI language
  const tooltipTexts = {
    '--rte-normal': JSON.stringify(texts.normal),
    '--rte-visit': JSON.stringify(texts.visitLink),
    '--rte-enter': JSON.stringify(texts.enterLink),
    '--rte-edit': JSON.stringify(texts.edit),
    '--rte-save': JSON.stringify(texts.save),
    '--rte-remove': JSON.stringify(texts.remove),
  } as CSSProperties;

  return (
    <div className="field rich-text-editor" style={tooltipTexts}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div ref={host} className="rich-text-editor__host" aria-busy={uploading || undefined} />
      {uploading && (
        <p className="field__hint" role="status">
          {texts.uploading}
        </p>
      )}
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void insertImage(file);
        }}
      />
    </div>
  );
}

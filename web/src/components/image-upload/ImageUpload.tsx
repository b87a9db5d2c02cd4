import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button.js';
import { useSubmit } from '../useSubmit.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { formatFileSize, IMAGE_ACCEPT, isAllowedImage } from './image-files.js';
import { IMAGE_UPLOAD_TEXTS } from './texts.js';
import { useUploadApi, type UploadApi } from './upload-api.js';
import { useImagePreviews } from './useImagePreviews.js';
import '../Field.css';
import '../RemoveButton.css';
import './ImageUpload.css';

export interface ImageUploadProps {
  /** stored names of the images, in order */
  value: string[];
  onChange: (names: string[]) => void;
  /** the group's visible name; defaults to "Bilder" */
  label?: string;
  /** at most this many images (3: docs/product/README.md#image-upload); the add button is disabled at the limit */
  max?: number;
  /** uploads as internal files (served only to logged-in users) */
  internal?: boolean;
  disabled?: boolean;
  /** receives each German error message (for example to show a toast); without it the widget shows them */
  onError?: (message: string) => void;
  /** the upload calls; defaults to the nearest UploadApiContext */
  api?: UploadApi;
  /** makes each thumbnail a button that opens the images full size in a viewer (the back office's case file) */
  openable?: boolean;
}

// the viewer (a dialog) loads when first opened: the public report form uses this widget without it
const ImageViewer = lazy(() => import('./ImageViewer.js'));

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Images for a form: "Bild hinzufügen", 90 px thumbnails with their size in MB, and a remove button each. */
export function ImageUpload({
  value,
  onChange,
  label,
  max = 3,
  internal = false,
  disabled = false,
  onError,
  api: apiProp,
  openable = false,
}: ImageUploadProps) {
  const texts = useWidgetTexts(IMAGE_UPLOAD_TEXTS);
  const api = useUploadApi(apiProp);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const focusAddAfterRender = useRef(false);
  // the names as this widget last reported them, so several uploads in a row do not overwrite each other
  const current = useRef(value);
  current.current = value;
  const uploadedHere = useRef(new Set<string>());
  const { pending: uploading, run } = useSubmit();
  const [message, setMessage] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const { previews, rememberSize } = useImagePreviews(value, internal, api);
  const atLimit = value.length >= max;

  // after a removal the focus goes to the add button, once the new list has rendered and the button is enabled
  useEffect(() => {
    if (!focusAddAfterRender.current) return;
    focusAddAfterRender.current = false;
    actions.current?.querySelector('button')?.focus();
  });

  const report = (text: string) => (onError ? onError(text) : setMessage(text));

  async function addFiles(files: File[]) {
    setMessage(null);
    const images = files.filter(isAllowedImage);
    if (images.length < files.length) report(texts.wrongType);
    const free = Math.max(max - current.current.length, 0);
    if (images.length > free) report(texts.tooMany(max));
    const batch = images.slice(0, free);
    if (batch.length === 0) return;
    await run(
      async () => {
        for (const file of batch) {
          const name = await api.upload(file, internal);
          uploadedHere.current.add(name);
          rememberSize(name, file.size);
          current.current = [...current.current, name];
          onChange(current.current);
        }
      },
      (error) => report(messageOf(error, texts.failed)),
    );
  }

  function remove(name: string) {
    current.current = current.current.filter((other) => other !== name);
    focusAddAfterRender.current = true;
    onChange(current.current);
    // Only this session's uploads go at once: an image saved earlier must survive until the form is saved.
    if (uploadedHere.current.delete(name)) api.remove(name, internal).catch((error: unknown) => console.error(error));
  }

  return (
    <fieldset className="image-upload" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{label ?? texts.defaultLabel}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {texts.hint(max)} {texts.count(value.length, max)}
      </p>
      {(value.length > 0 || uploading) && (
        <ul className="image-upload__list" aria-busy={uploading || undefined}>
          {value.map((name, index) => {
            const preview = previews[name];
            return (
              <li className="image-upload__item" key={name}>
                {preview && openable ? (
                  <button
                    type="button"
                    className="image-upload__open"
                    aria-label={texts.openLabel(index + 1)}
                    onClick={() => setShown(index)}
                  >
                    <img className="image-upload__thumb" src={preview.url} alt="" width={90} height={90} />
                  </button>
                ) : preview ? (
                  <img className="image-upload__thumb" src={preview.url} alt={texts.imageAlt(index + 1)} width={90} height={90} />
                ) : (
                  <span className="image-upload__thumb image-upload__thumb--empty" />
                )}
                <span className="image-upload__size">{preview?.size != null ? formatFileSize(preview.size, texts.locale) : '\u00a0'}</span>
                <button
                  type="button"
                  className="remove-button image-upload__remove"
                  aria-label={texts.removeLabel(index + 1)}
                  disabled={disabled}
                  onClick={() => remove(name)}
                >
                  {texts.remove}
                </button>
              </li>
            );
          })}
          {uploading && (
            <li className="image-upload__item image-upload__item--pending">
              <progress className="image-upload__progress" aria-label={texts.uploading} />
              <span className="image-upload__size">{texts.uploading}</span>
            </li>
          )}
        </ul>
      )}
      <div ref={actions}>
        <Button
          variant="secondary"
          disabled={disabled || atLimit || uploading}
          isPending={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {texts.add}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        multiple={max - value.length > 1}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // cleared so that choosing the same file again is a change too
          event.currentTarget.value = '';
          void addFiles(files);
        }}
      />
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      {openable && shown !== null && (
        <Suspense fallback={null}>
          <ImageViewer names={value} index={shown} internal={internal} api={api} onIndex={setShown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </fieldset>
  );
}

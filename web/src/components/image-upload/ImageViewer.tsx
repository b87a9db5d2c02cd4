import { useEffect } from 'react';
import { Button } from '../Button.js';
import { Modal } from '../Modal.js';
import { useLoaded } from '../useLoaded.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { IMAGE_UPLOAD_TEXTS } from './texts.js';
import type { UploadApi } from './upload-api.js';
import './ImageViewer.css';

export interface ImageViewerProps {
  names: readonly string[];
  index: number;
  internal: boolean;
  api: UploadApi;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The address of an image full size: signed for an internal one (should that fail, the public one), else public. */
function useImageAddress(name: string, internal: boolean, api: UploadApi): string | null {
  const signable = internal && api.links !== undefined;
  // a failure needs no log line: the public address is shown instead
  const signed = useLoaded(() => api.links?.(name) ?? Promise.reject(new Error('unsigned')), signable ? name : null, ignoreFailure);
  if (signed.state === 'ready') return signed.value.url;
  if (signed.state === 'loading') return null;
  return api.imageUrl(name);
}

const ignoreFailure = () => undefined;

/**
 * Images full size in a dialog: its title says which of how many, the previous and next buttons (and the arrow
 * keys) step through them, Escape closes and the focus returns to the thumbnail that opened it.
 */
export default function ImageViewer({ names, index, internal, api, onIndex, onClose }: ImageViewerProps) {
  const texts = useWidgetTexts(IMAGE_UPLOAD_TEXTS);
  const name = names[index] ?? '';
  const address = useImageAddress(name, internal, api);
  const step = (by: number) => onIndex((index + by + names.length) % names.length);
  const several = names.length > 1;
  // the arrow keys step too, wherever the focus is in the dialog (it keeps the focus inside while open)
  useEffect(() => {
    if (!several) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowLeft' ? -1 : 1) + names.length) % names.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [several, index, names.length, onIndex]);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.viewerTitle(index + 1, names.length)}
      footer={
        <>
          {several && (
            <>
              <Button variant="secondary" onClick={() => step(-1)}>
                {texts.previous}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {texts.next}
              </Button>
            </>
          )}
          <Button onClick={onClose}>{texts.close}</Button>
        </>
      }
    >
      <div className="image-viewer">{address && <img className="image-viewer__image" src={address} alt={texts.imageAlt(index + 1)} />}</div>
    </Modal>
  );
}

import { useMemo } from 'react';
import { ImageUpload } from '../../components/image-upload/ImageUpload.js';
import type { UploadApi } from '../../components/image-upload/upload-api.js';
import { deviceId } from '../device.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { PHOTOS_MAX } from './report-draft.js';
import { StepNav } from './StepNav.js';

export interface PhotosStepProps {
  apiKey: string;
  photos: string[];
  onChange: (photos: string[]) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: up to 3 photos, optional; uploaded at once with the API key (public upload). */
export function PhotosStep({ apiKey, photos, onChange, onBack, onNext }: PhotosStepProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const uploads = useMemo<UploadApi>(
    () => ({
      upload: (file) => api.uploadPhoto(apiKey, file, deviceId()),
      // a public upload cannot be deleted by the citizen; the server removes unused ones after 24 hours
      remove: async () => undefined,
      imageUrl: (name) => `/files/images/${encodeURIComponent(name)}`,
      thumbnailUrl: (name) => `/files/thumbnails/${encodeURIComponent(name)}`,
    }),
    [api, apiKey],
  );

  return (
    <>
      <p className="wizard__intro">{texts.photosHint}</p>
      <ImageUpload value={photos} onChange={onChange} label={texts.photosLabel} max={PHOTOS_MAX} api={uploads} />
      <StepNav back={{ onClick: onBack }} next={{ label: texts.next, disabled: false, onClick: onNext }} />
    </>
  );
}

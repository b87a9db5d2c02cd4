import { acceptsFinalPhotos, type Case } from '@contracts/case.js';
import { Card } from '../../components/Card.js';
import { ImageUpload } from '../../components/image-upload/ImageUpload.js';
import { useT } from '../../i18n/i18n.js';
import { hasRight, type CaseFormValues, type CaseViewer } from './case-rules.js';

export interface PhotosCardProps {
  values: Pick<CaseFormValues, 'photos' | 'finalPhotos'>;
  update: (patch: Partial<CaseFormValues>) => void;
  /** the saved case; null for a new one, which has no final photos yet */
  saved: Case | null;
  viewer: CaseViewer;
}

/**
 * The report's photos and, once a case is saved, the photos of the finished work (docs/product/cases.md#photos): a new
 * case takes photos from everyone, a saved one with ADD_IMAGES_TO_EXISTING_CASE, final photos only when finished.
 */
export function PhotosCard({ values, update, saved, viewer }: PhotosCardProps) {
  const t = useT();
  const mayAddPhotos = saved === null || hasRight(viewer, 'ADD_IMAGES_TO_EXISTING_CASE');
  const finalPhotosNow = saved !== null && acceptsFinalPhotos(saved.state);
  const mayAddFinalPhotos = finalPhotosNow && hasRight(viewer, 'ADD_IMAGES_TO_EXISTING_CASE');
  return (
    <Card title={t('caseFile.photos.title')}>
      <div className="stack">
        <ImageUpload
          label={t('caseFile.photos.label')}
          max={3}
          value={values.photos}
          onChange={(photos) => update({ photos })}
          openable
          disabled={!mayAddPhotos}
        />
        {!mayAddPhotos && <p className="field__hint">{t('caseFile.photos.noRight')}</p>}
        {saved && (
          <>
            <ImageUpload
              label={t('caseFile.photos.finalLabel')}
              max={3}
              value={values.finalPhotos}
              onChange={(finalPhotos) => update({ finalPhotos })}
              openable
              disabled={!mayAddFinalPhotos}
            />
            {!mayAddFinalPhotos && (
              <p className="field__hint">{t(finalPhotosNow ? 'caseFile.photos.noRight' : 'caseFile.photos.finalOnlyFinished')}</p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

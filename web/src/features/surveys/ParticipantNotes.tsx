import { berlinDateTime } from '../../components/berlin-time.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LoadedView } from './LoadedView.js';
import { useLoaded } from '../../components/useLoaded.js';

/** The participants' free-text notes (GET .../answers), newest first, in a scrollable list. */
export function ParticipantNotes({ surveyId }: { surveyId: number }) {
  const t = useT();
  const notes = useLoaded(() => api.surveys.notes(surveyId), surveyId);
  return (
    <LoadedView loaded={notes}>
      {(list) =>
        list.length === 0 ? (
          <p className="survey-results__empty">{t('surveys.results.notes.empty')}</p>
        ) : (
          <>
            <p className="field__hint">{t('surveys.results.notes.count', { count: list.length })}</p>
            <div className="survey-results__notes" role="region" aria-label={t('surveys.results.notes.title')} tabIndex={0}>
              <ul>
                {list.map((note) => (
                  <li key={note.id}>
                    <p className="survey-results__note">{note.answer}</p>
                    <time className="survey-results__note-time" dateTime={note.createdAt}>
                      {berlinDateTime(note.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )
      }
    </LoadedView>
  );
}

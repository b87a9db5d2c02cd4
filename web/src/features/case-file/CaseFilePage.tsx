import { Link, useSearch } from 'wouter';
import { UploadApiContext } from '../../components/image-upload/upload-api.js';
import { Loading } from '../../components/Loading.js';
import { GeocoderContext } from '../../components/map/geocoder.js';
import { PageHeader } from '../../components/PageHeader.js';
import { recordIdFrom } from '../../components/record-id.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CaseActions } from './CaseActions.js';
import { CaseForm } from './CaseForm.js';
import { hasRight } from './case-rules.js';
import { CaseSummary } from './CaseSummary.js';
import { ForwardingSection } from './ForwardingSection.js';
import { NotesSection } from './NotesSection.js';
import { useCaseRecord } from './useCaseRecord.js';
import { useCaseViewer } from './useCaseViewer.js';
import './case-file.css';

function Notice({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <div className="stack">
        <p className="case-file__load-problem" role="alert">
          {text}
        </p>
        <p>
          <Link href="/cases">{t('caseFile.back')}</Link>
        </p>
      </div>
    </>
  );
}

/** /create-case: an empty case file for staff with CREATE_NEW_CASE. */
function CreateCaseScreen() {
  const t = useT();
  const { me, viewer } = useCaseViewer();
  if (!me) return <Loading />;
  if (!hasRight(viewer, 'CREATE_NEW_CASE')) return <Notice title={t('page.createCase')} text={t('caseFile.noCreateRight')} />;
  return (
    <>
      <PageHeader title={t('page.createCase')} />
      <p className="case-file__intro">{t('caseFile.createIntro')}</p>
      <CaseForm saved={null} viewer={viewer} ownTenant={{ id: me.tenantId, name: me.tenantName }} />
    </>
  );
}

/** /edit-case?caseId=: the case's head, the form, notes and answers, and the action menu (null: no case id). */
function EditCaseScreen({ caseId }: { caseId: number | null }) {
  const t = useT();
  const { me, viewer } = useCaseViewer();
  const { record, update, refresh } = useCaseRecord(caseId);
  const title = t('page.editCase');
  if (record.state === 'loading' || !me) {
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  }
  if (record.state === 'notFound') return <Notice title={title} text={t('caseFile.notFound')} />;
  if (record.state === 'failed') return <Notice title={title} text={t('caseFile.loadFailed')} />;
  const caseFile = record.case;
  return (
    <>
      <PageHeader title={title}>
        <CaseActions caseFile={caseFile} viewer={viewer} onChanged={update} />
      </PageHeader>
      <div className="case-file">
        <CaseSummary caseFile={caseFile} />
        <ForwardingSection caseId={caseFile.id} />
        <CaseForm saved={caseFile} viewer={viewer} ownTenant={{ id: me.tenantId, name: me.tenantName }} onSaved={update} />
        <NotesSection caseFile={caseFile} viewer={viewer} onChanged={refresh} />
      </div>
    </>
  );
}

/**
 * /create-case and /edit-case?caseId= (docs/product/cases.md#creating-and-editing-a-case): without caseId a new case is
 * created; a caseId that is no case id finds no case.
 */
export function CaseFilePage() {
  const search = useSearch();
  const caseId = recordIdFrom(search, 'caseId');
  return (
    <GeocoderContext value={api.geocode.search}>
      <UploadApiContext value={api.files}>
        {new URLSearchParams(search).has('caseId') ? <EditCaseScreen key={caseId} caseId={caseId} /> : <CreateCaseScreen />}
      </UploadApiContext>
    </GeocoderContext>
  );
}

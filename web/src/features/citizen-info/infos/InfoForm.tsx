import { useState } from 'react';
import { Link } from 'wouter';
import type { Info, InfoStatus } from '@contracts/info.js';
import { Button } from '../../../components/Button.js';
import { FormAlert } from '../../../components/FormAlert.js';
import { useRecordSave } from '../../../components/forms/useRecordSave.js';
import type { FormProblem } from '../../../components/useSubmit.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import { InfoActionsCard } from './InfoActionsCard.js';
import { InfoDetailsCard } from './InfoDetailsCard.js';
import {
  infoFieldOfError,
  infoPayload,
  initialInfoValues,
  saveActions,
  validateInfo,
  type InfoField,
  type InfoFormValues,
} from './info-form.js';
import { InfoMapField } from './InfoMapField.js';
import { useInfoChoices } from './useInfoChoices.js';
import '../../../components/forms/form-layout.css';

const LIST = '/buergerinfos';

/** After a failed save: the map or the image button for their checks, else the control marked invalid. */
function focusProblem(form: HTMLFormElement, { fields: [field] }: FormProblem<InfoField>) {
  if (field === 'map') return form.querySelector<HTMLElement>('[data-field="map"] .map-canvas');
  if (field === 'titleImage') return form.querySelector<HTMLElement>('[data-field="titleImage"] button:not([disabled])');
  return form.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/**
 * The citizen information form (docs/product/citizen-information.md#citizen-information-items,
 * docs/product/citizen-information.md#status-of-an-item): the fields, the map for the type, the 'Aktionen' card, and
 * the save buttons, which save the item published (or asking for approval) or as a draft. Saving checks the ten rules
 * of docs/product/citizen-information.md#validation-order in order and shows the first failing message; a saved item
 * returns to /buergerinfos.
 */
export function InfoForm({ saved }: { saved: Info | null }) {
  const t = useT();
  const { ownTenant, independent } = useCitizenInfoRights();
  const [values, setValues] = useState<InfoFormValues>(() => initialInfoValues(saved, ownTenant));
  const choices = useInfoChoices(values, saved);
  const actions = saveActions(saved?.status ?? null, choices.canApprove);

  const { form, alertId, problem, pendingAction, saveAs, invalidBy } = useRecordSave<InfoField, { approvalRequested: boolean }, InfoStatus>(
    {
      listHref: LIST,
      validate: () => validateInfo(values, independent),
      save: (status) => {
        const payload = infoPayload(values, status, independent);
        return saved ? api.infos.update(saved.id, payload) : api.infos.create(payload);
      },
      savedMessage: ({ approvalRequested }, status) =>
        t(
          status === 'DRAFT'
            ? 'citizenInfo.toast.draft'
            : saved
              ? 'citizenInfo.toast.updated'
              : approvalRequested
                ? 'citizenInfo.toast.approvalRequested'
                : 'citizenInfo.toast.published',
        ),
      fieldOfCode: infoFieldOfError,
      focus: focusProblem,
    },
  );

  const update = (change: Partial<InfoFormValues>) => setValues((current) => ({ ...current, ...change }));
  const saveButton = (status: InfoStatus, label: string, variant: 'primary' | 'secondary') => (
    <Button variant={variant} isPending={pendingAction === status} onClick={() => void saveAs(status)}>
      {label}
    </Button>
  );

  return (
    // Enter in a field saves nothing: publishing or asking for approval is always a deliberate click.
    <form ref={form} className="citizen-info-form" onSubmit={(event) => event.preventDefault()} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns">
        <div className="citizen-info-form__main">
          <InfoDetailsCard
            values={values}
            setValues={setValues}
            saved={saved}
            choices={choices}
            independent={independent}
            invalidBy={invalidBy}
          />
          <InfoMapField
            type={values.type}
            line={values.line}
            area={values.area}
            marker={values.marker}
            onLine={(line) => update({ line })}
            onArea={(area) => update({ area })}
            onMarker={(marker) => update({ marker })}
          />
        </div>
        <InfoActionsCard saved={saved} />
      </div>
      <div className="form-buttons">
        {saveButton('PUBLISHED', t(actions.publishLabel), 'primary')}
        {actions.draft && saveButton('DRAFT', t('citizenInfo.form.saveDraft'), 'secondary')}
        <Link href={LIST} className="button button--secondary">
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}

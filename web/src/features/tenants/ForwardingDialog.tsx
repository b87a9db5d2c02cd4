import { useState } from 'react';
import type { ForwardingEndpoint, ForwardingService } from '@contracts/forwarding.js';
import { FORWARDING_LIMITS } from '@contracts/forwarding.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { TextField } from '../../components/forms/TextField.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { FormDialog } from '../../components/FormDialog.js';
import { Loading } from '../../components/Loading.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  fieldOfMessage,
  forwardingPayload,
  initialForwardingValues,
  scopeOptions,
  type ForwardingField,
  type ForwardingFormValues,
} from './forwarding-form.js';

export interface ForwardingDialogProps {
  tenantId: number;
  /** null adds an endpoint */
  endpoint: ForwardingEndpoint | null;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Adds or changes one endpoint of the forwarding over Open311, saved on its own (not with the tenant form). The
 * server checks the values and the address; its refusal shows in the dialog's alert, at the field it concerns.
 */
export function ForwardingDialog({ tenantId, endpoint, onSaved, onClose }: ForwardingDialogProps) {
  const t = useT();
  const [values, setValues] = useState(() => initialForwardingValues(endpoint));
  const update = (patch: Partial<ForwardingFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const scopes = useLoaded(
    () => Promise.all([api.categories.ofTenant(tenantId), api.tags.selectable({ targetTenantId: tenantId })]),
    tenantId,
  );
  const options = scopes.state === 'ready' ? scopeOptions(scopes.value[0], scopes.value[1], endpoint) : scopeOptions([], [], endpoint);

  const saving = useRecordSave<ForwardingField, ForwardingEndpoint>({
    listHref: `/edit-tenant?tenantId=${tenantId}`,
    // the server checks every value and names the field in its message
    validate: () => null,
    save: () => {
      const body = forwardingPayload(values, options);
      return endpoint ? api.forwarding.update(tenantId, endpoint.id, body) : api.forwarding.create(tenantId, body);
    },
    savedMessage: () => t('forwarding.saved'),
    afterSave: () => onSaved(),
    fieldOfCode: (_code, message) => fieldOfMessage(message),
  });

  const { invalidBy } = saving;

  return (
    <FormDialog
      title={t(endpoint ? 'forwarding.dialogEdit' : 'forwarding.dialogNew')}
      submitting={saving}
      onSubmit={() => void saving.saveAs()}
      onClose={onClose}
    >
      {scopes.state === 'loading' ? (
        <Loading />
      ) : (
        <Field
          label={t('forwarding.scope')}
          hint={scopes.state === 'failed' ? t('forwarding.scopesFailed') : undefined}
          invalidBy={invalidBy('scope')}
        >
          {(control) => (
            <select {...control} className="input" value={values.scope} onChange={(event) => update({ scope: event.target.value })}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label ?? t('forwarding.allCategories')}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField
        label={t('forwarding.name')}
        hint={t('forwarding.nameHint')}
        required
        maxLength={FORWARDING_LIMITS.name}
        autoComplete="off"
        invalidBy={invalidBy('name')}
        value={values.name}
        onChange={(name) => update({ name })}
      />
      <TextField
        label={t('forwarding.baseUrl')}
        hint={t('forwarding.baseUrlHint')}
        required
        type="url"
        maxLength={FORWARDING_LIMITS.baseUrl}
        autoComplete="off"
        invalidBy={invalidBy('baseUrl')}
        value={values.baseUrl}
        onChange={(baseUrl) => update({ baseUrl })}
      />
      <TextField
        label={t('forwarding.jurisdictionId')}
        maxLength={FORWARDING_LIMITS.jurisdictionId}
        autoComplete="off"
        value={values.jurisdictionId}
        onChange={(jurisdictionId) => update({ jurisdictionId })}
      />
      <TextField
        label={t('forwarding.apiKey')}
        hint={t(endpoint ? 'forwarding.apiKeyHintEdit' : 'forwarding.apiKeyHintNew')}
        type="password"
        maxLength={FORWARDING_LIMITS.apiKey}
        autoComplete="new-password"
        invalidBy={invalidBy('apiKey')}
        value={values.apiKey}
        onChange={(apiKey) => update({ apiKey })}
      />
      <ServiceField
        tenantId={tenantId}
        endpointId={endpoint?.id ?? null}
        values={values}
        update={update}
        invalidBy={invalidBy('serviceCode')}
      />
      <Checkbox
        label={t('forwarding.shareEmail')}
        checked={values.shareEmail}
        onChange={(event) => update({ shareEmail: event.target.checked })}
      />
      <Checkbox
        label={t('forwarding.answerReporter')}
        checked={values.answerReporter}
        onChange={(event) => update({ answerReporter: event.target.checked })}
      />
    </FormDialog>
  );
}

interface ServiceFieldProps {
  tenantId: number;
  endpointId: number | null;
  values: ForwardingFormValues;
  update: (patch: Partial<ForwardingFormValues>) => void;
  invalidBy: string | null;
}

/**
 * The service code: typed by hand, or chosen from the services the receiving server lists once "Dienste laden"
 * has read them (through our server, with the key typed or, on a change, the stored one).
 */
function ServiceField({ tenantId, endpointId, values, update, invalidBy }: ServiceFieldProps) {
  const t = useT();
  // each press loads anew: the key is the press's number
  const [request, setRequest] = useState<number | null>(null);
  const services = useLoaded(() => {
    const apiKey = values.apiKey.trim();
    return api.forwarding.services(tenantId, {
      baseUrl: values.baseUrl.trim(),
      jurisdictionId: values.jurisdictionId.trim() || null,
      ...(apiKey ? { apiKey } : {}),
      ...(endpointId === null ? {} : { endpointId }),
    });
  }, request);
  const listed = services.state === 'ready' && services.value.length > 0 ? services.value : null;

  return (
    <div className="stack">
      <div className="tenant-form__inline">
        <Button variant="secondary" isPending={services.state === 'loading'} onClick={() => setRequest((count) => (count ?? 0) + 1)}>
          {t('forwarding.loadServices')}
        </Button>
        <p role="status">
          {services.state === 'failed' && (services.message ?? t('errors.unexpected'))}
          {services.state === 'ready' &&
            (services.value.length > 0 ? t('forwarding.servicesLoaded', { count: services.value.length }) : t('forwarding.servicesNone'))}
        </p>
      </div>
      {listed ? (
        <Field label={t('forwarding.serviceCode')} required invalidBy={invalidBy}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.serviceCode}
              onChange={(event) => update({ serviceCode: event.target.value })}
            >
              {serviceChoices(listed, values.serviceCode, t('forwarding.serviceChoose')).map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          label={t('forwarding.serviceCode')}
          hint={t('forwarding.serviceCodeHint')}
          required
          maxLength={FORWARDING_LIMITS.serviceCode}
          autoComplete="off"
          invalidBy={invalidBy}
          value={values.serviceCode}
          onChange={(serviceCode) => update({ serviceCode })}
        />
      )}
    </div>
  );
}

/** "Name (code)" per service; a code chosen before that the list lacks stays as it is, and none asks for a choice. */
function serviceChoices(services: readonly ForwardingService[], current: string, choose: string) {
  const choices = services.map(({ code, name }) => ({ code, label: `${name} (${code})` }));
  if (current === '') return [{ code: '', label: choose }, ...choices];
  if (!services.some(({ code }) => code === current)) return [{ code: current, label: current }, ...choices];
  return choices;
}

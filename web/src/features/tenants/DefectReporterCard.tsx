import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { useT } from '../../i18n/i18n.js';
import type { TenantCardProps } from './card-props.js';
import { SingleImageField, TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/**
 * The defect reporter's settings: notification addresses, automatic reply, its start page, how long the
 * reporters' personal data is kept after a case is closed (DSGVO retention), and the daily digest of due cases.
 */
export function DefectReporterCard({ values, update, invalidBy }: Pick<TenantCardProps, 'values' | 'update' | 'invalidBy'>) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.defectReporter.label)} headingId={TENANT_SECTIONS.defectReporter.id}>
      <div className="stack">
        <div className="tenant-form__grid">
          <TextField
            label={t('tenants.emailNotification')}
            type="email"
            autoComplete="email"
            value={values.emailNotification}
            onChange={(emailNotification) => update({ emailNotification })}
          />
          <TextField
            label={t('tenants.emailNotificationCompletedCase')}
            type="email"
            autoComplete="email"
            value={values.emailNotificationCompletedCase}
            onChange={(emailNotificationCompletedCase) => update({ emailNotificationCompletedCase })}
          />
        </div>
        <TextField
          label={t('tenants.automaticReply')}
          multiline
          value={values.automaticReply}
          onChange={(automaticReply) => update({ automaticReply })}
        />
        <TextField
          label={t('tenants.startPageDesignation')}
          value={values.mmStartPageDesignation}
          onChange={(mmStartPageDesignation) => update({ mmStartPageDesignation })}
        />
        <SingleImageField
          label={t('tenants.startPageBackgroundImage')}
          value={values.mmStartPageBackgroundImage}
          onChange={(mmStartPageBackgroundImage) => update({ mmStartPageBackgroundImage })}
        />
        <TextField
          label={t('tenants.reporterDataRetentionDays')}
          hint={t('tenants.reporterDataRetentionDaysHint')}
          inputMode="numeric"
          value={values.reporterDataRetentionDays}
          onChange={(reporterDataRetentionDays) => update({ reporterDataRetentionDays })}
          invalidBy={invalidBy('reporterDataRetentionDays')}
        />
        <Checkbox
          label={t('tenants.remindersEnabled')}
          hint={t('tenants.remindersEnabledHint')}
          checked={values.remindersEnabled}
          onChange={(event) => update({ remindersEnabled: event.target.checked })}
        />
        <div className="tenant-form__grid">
          <TextField
            label={t('tenants.remindersTime')}
            hint={t('tenants.remindersTimeHint')}
            inputMode="numeric"
            value={values.remindersTime}
            onChange={(remindersTime) => update({ remindersTime })}
            invalidBy={invalidBy('remindersTime')}
          />
          <TextField
            label={t('tenants.remindersDaysAhead')}
            inputMode="numeric"
            value={values.remindersDaysAhead}
            onChange={(remindersDaysAhead) => update({ remindersDaysAhead })}
            invalidBy={invalidBy('remindersDaysAhead')}
          />
        </div>
      </div>
    </Card>
  );
}

import { useId } from 'react';
import {
  ALERT_BODY_MAX_LENGTH,
  ALERT_FIELDS,
  ALERT_HEADING_MAX_LENGTH,
  ALERT_PLACEMENTS,
  ALERT_SEVERITIES,
  type AlertRequest,
} from '@court/contract';
import { apiRequest, useTranslation } from '@court/kit';
import { DateField, SelectField, TextField, TextareaField, TimeField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { TypedValuesObserver, type TypedValues } from '../../shared/typed-values';
import { STAFF_ALERTS_PATH, alertRequestOf } from './alert-values';
import { STAFF_ALERTS_NS } from './staff-alerts-translations';

export interface AlertFormProps {
  /** The answers the form starts from: a new alert's, or the alert being edited. */
  initialValues: AlertRequest;
  /** The alert being edited; a new alert has none. */
  editingId: number | null;
  labelledBy: string;
  /** Told the answers the API accepted. */
  onSaved: (values: AlertRequest) => void;
  /** Told when the API answers that the alert has ended meanwhile, so the list can catch up. */
  onConflict: () => void;
  /** Told the answers as they are typed, for the preview that sits outside the form. */
  typed: TypedValues<AlertRequest>;
  onErrorChange: (hasError: boolean) => void;
}

/**
 * A new alert (POST) or changes to one not ended (PUT). The API checks every answer and names
 * each problem by field; the fields carry ALERT_FIELDS names so its messages land on them.
 */
export function AlertForm({
  initialValues,
  editingId,
  labelledBy,
  onSaved,
  onConflict,
  typed,
  onErrorChange,
}: AlertFormProps) {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const linkHintId = useId();
  return (
    <StaffForm<AlertRequest, unknown>
      initialValues={initialValues}
      labelledBy={labelledBy}
      submitLabel={editingId === null ? t('form.create') : t('form.save')}
      onErrorChange={onErrorChange}
      submit={async (values) => {
        const body = alertRequestOf(values);
        const result =
          editingId === null
            ? await apiRequest<unknown>('POST', STAFF_ALERTS_PATH, body)
            : await apiRequest<unknown>('PUT', `${STAFF_ALERTS_PATH}/${editingId}`, body);
        if (!result.ok && result.status === 401) clearStaffUser();
        if (!result.ok && result.status === 409) onConflict();
        return result;
      }}
      onSuccess={(_alert, values) => onSaved(values)}
    >
      <TypedValuesObserver into={typed} />
      <SelectField
        name={ALERT_FIELDS.severity}
        label={t('form.severity')}
        hint={t('form.severityHint')}
        required
        options={ALERT_SEVERITIES.map((severity) => ({
          value: severity,
          label: t(`severity.${severity}`),
        }))}
      />
      <SelectField
        name={ALERT_FIELDS.placement}
        label={t('form.placement')}
        required
        options={ALERT_PLACEMENTS.map((placement) => ({
          value: placement,
          label: t(`placement.${placement}`),
        }))}
      />
      <TextField
        name={ALERT_FIELDS.headingEn}
        label={t('form.headingEn')}
        hint={t('form.headingHint', { max: ALERT_HEADING_MAX_LENGTH })}
        autoComplete="off"
        required
      />
      <TextareaField
        name={ALERT_FIELDS.bodyEn}
        label={t('form.bodyEn')}
        hint={t('form.bodyHint', { max: ALERT_BODY_MAX_LENGTH })}
        rows={3}
        required
      />
      <TextField
        name={ALERT_FIELDS.headingEs}
        label={t('form.headingEs')}
        hint={t('form.headingHint', { max: ALERT_HEADING_MAX_LENGTH })}
        autoComplete="off"
        required
      />
      <TextareaField
        name={ALERT_FIELDS.bodyEs}
        label={t('form.bodyEs')}
        hint={t('form.bodyHint', { max: ALERT_BODY_MAX_LENGTH })}
        rows={3}
        required
      />
      <fieldset className="usa-fieldset" aria-describedby={linkHintId}>
        <legend className="usa-legend">{t('form.linkLegend')}</legend>
        <p className="usa-hint" id={linkHintId}>
          {t('form.linkHint')}
        </p>
        <TextField
          name={ALERT_FIELDS.linkUrl}
          label={t('form.linkUrl')}
          hint={t('form.linkUrlHint')}
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
        />
        <TextField name={ALERT_FIELDS.linkTextEn} label={t('form.linkTextEn')} autoComplete="off" />
        <TextField name={ALERT_FIELDS.linkTextEs} label={t('form.linkTextEs')} autoComplete="off" />
      </fieldset>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{t('form.startLegend')}</legend>
        <DateField name={ALERT_FIELDS.startDate} label={t('form.startDate')} required />
        <TimeField
          name={ALERT_FIELDS.startTime}
          label={t('form.startTime')}
          hint={t('form.startTimeHint')}
          required
        />
      </fieldset>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{t('form.endLegend')}</legend>
        <DateField name={ALERT_FIELDS.endDate} label={t('form.endDate')} required />
        <TimeField
          name={ALERT_FIELDS.endTime}
          label={t('form.endTime')}
          hint={t('form.endTimeHint')}
          required
        />
      </fieldset>
    </StaffForm>
  );
}

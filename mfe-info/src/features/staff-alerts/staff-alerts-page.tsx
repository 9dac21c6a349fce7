import { useEffect, useRef, useState } from 'react';
import { type AlertRequest, type StaffAlert } from '@court/contract';
import { useApiGet, useTranslation } from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffConfirmation,
  useStaffToolErrors,
} from '@court/kit/staff';
import { useTypedValues } from '../../shared/typed-values';
import { AlertForm } from './alert-form';
import { AlertPreview } from './alert-preview';
import { AlertsTable } from './alerts-table';
import { alertRequestOf, NEW_ALERT, STAFF_ALERTS_PATH } from './alert-values';
import { EndAlertDialog } from './end-alert-dialog';
import { STAFF_ALERTS_NS } from './staff-alerts-translations';

const FORM_HEADING_ID = 'staff-alerts-form-heading';

/**
 * The page itself: the alerts, the form for a new alert or the one being edited, and the
 * preview. Saving or ending an alert reloads the list and says so in the staff confirmation,
 * which takes focus, since the control that was pressed may be gone.
 */
function SiteAlertsManager() {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const { load, reload } = useApiGet(STAFF_ALERTS_PATH, 'staffAlerts');
  const reportErrors = useStaffToolErrors();
  const [editing, setEditing] = useState<StaffAlert | null>(null);
  // A new key gives a fresh form: after a save, and when another alert is loaded into it.
  const [formKey, setFormKey] = useState(0);
  const typed = useTypedValues<AlertRequest>();
  const [ending, setEnding] = useState<StaffAlert | null>(null);
  const { confirmation, confirm, clear: clearConfirmation } = useStaffConfirmation();
  const [formHeadingFocus, setFormHeadingFocus] = useState(0);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form changed under the button that was pressed: the next step starts at its heading.
    if (formHeadingFocus > 0) formHeadingRef.current?.focus();
  }, [formHeadingFocus]);

  function showForm(alert: StaffAlert | null) {
    setEditing(alert);
    typed.set(null);
    setFormKey((previous) => previous + 1);
  }

  function edit(alert: StaffAlert) {
    clearConfirmation();
    showForm(alert);
    setFormHeadingFocus((previous) => previous + 1);
  }

  function cancelEditing() {
    showForm(null);
    setFormHeadingFocus((previous) => previous + 1);
  }

  function handleSaved(values: AlertRequest) {
    const heading = values.headingEn.trim();
    confirm(editing ? t('form.saved', { heading }) : t('form.created', { heading }));
    showForm(null);
    reload();
  }

  function handleEnded(alert: StaffAlert) {
    setEnding(null);
    // The form must not keep editing an alert that can no longer be changed.
    if (editing?.id === alert.id) showForm(null);
    confirm(t('end.done', { heading: alert.headingEn }));
    reload();
  }

  function handleAlreadyEnded(message: string) {
    setEnding(null);
    confirm(message);
    reload();
  }

  const initialValues = editing ? alertRequestOf(editing) : NEW_ALERT;
  return (
    <StaffToolFrame
      load={load}
      className="court-staff-alerts"
      heading={t('heading')}
      intro={t('intro')}
    >
      <StaffConfirmation confirmation={confirmation} />

      <h2>{t('list.heading')}</h2>
      {/* The list's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('list.loading'), failed: t('list.failed'), retry: t('list.retry') }}
      >
        {({ alerts }) =>
          alerts.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <AlertsTable alerts={alerts} onEdit={edit} onEnd={setEnding} />
          )
        }
      </StaffLoadState>

      <h2 id={FORM_HEADING_ID} ref={formHeadingRef} tabIndex={-1}>
        {editing ? t('form.editHeading', { heading: editing.headingEn }) : t('form.newHeading')}
      </h2>
      <AlertForm
        key={formKey}
        initialValues={initialValues}
        editingId={editing ? editing.id : null}
        labelledBy={FORM_HEADING_ID}
        onSaved={handleSaved}
        onConflict={reload}
        typed={typed}
        onErrorChange={reportErrors}
      />
      {editing ? (
        <p>
          <button type="button" className="usa-button usa-button--outline" onClick={cancelEditing}>
            {t('form.cancelEditing')}
          </button>
        </p>
      ) : null}

      <AlertPreview typed={typed} initial={initialValues} />

      {ending ? (
        <EndAlertDialog
          alert={ending}
          onEnded={handleEnded}
          onAlreadyEnded={handleAlreadyEnded}
          onClose={() => setEnding(null)}
        />
      ) : null}
    </StaffToolFrame>
  );
}

/** /staff/alerts: the site-wide alerts, for staff with the alerts role (admin always may). */
export function StaffAlertsPage() {
  return (
    <StaffToolPage roles={['alerts']}>
      <SiteAlertsManager />
    </StaffToolPage>
  );
}

export default StaffAlertsPage;

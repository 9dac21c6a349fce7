import { formatCourtDate, type StaffAlert } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import { STAFF_ALERTS_NS } from './staff-alerts-translations';

export interface AlertsTableProps {
  alerts: readonly StaffAlert[];
  onEdit: (alert: StaffAlert) => void;
  onEnd: (alert: StaffAlert) => void;
}

/**
 * The alerts as the API lists them (not ended first, then the latest ended), with their times in
 * the court's time zone, and for each one not ended a way to edit it or end it now.
 */
export function AlertsTable({ alerts, onEdit, onEnd }: AlertsTableProps) {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const language = useLanguage();
  return (
    <ScrollableTable
      label={t('list.label')}
      caption={t('list.caption')}
      className="court-staff-alerts__table"
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('list.columns.heading')}</th>
          <th scope="col">{t('list.columns.severity')}</th>
          <th scope="col">{t('list.columns.placement')}</th>
          <th scope="col">{t('list.columns.starts')}</th>
          <th scope="col">{t('list.columns.ends')}</th>
          <th scope="col">{t('list.columns.state')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {alerts.map((alert) => {
          const ofAlert = (
            <span className="usa-sr-only"> {t('list.ofAlert', { heading: alert.headingEn })}</span>
          );
          return (
            <tr key={alert.id}>
              <th scope="row" className="court-staff-alerts__heading">
                <span lang="en">{alert.headingEn}</span>
              </th>
              <td>{t(`severity.${alert.severity}`)}</td>
              <td>{t(`placement.${alert.placement}`)}</td>
              <td>
                <time dateTime={alert.startsAt}>
                  {formatCourtDate(alert.startsAt, language, { withTime: true })}
                </time>
              </td>
              <td>
                <time dateTime={alert.endsAt}>
                  {formatCourtDate(alert.endsAt, language, { withTime: true })}
                </time>
              </td>
              <td>{t(`state.${alert.state}`)}</td>
              <td>
                {alert.state === 'ended' ? null : (
                  <div className="court-staff-alerts__actions">
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      onClick={() => onEdit(alert)}
                    >
                      {t('list.edit')}
                      {ofAlert}
                    </button>
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-haspopup="dialog"
                      onClick={() => onEnd(alert)}
                    >
                      {t('list.end')}
                      {ofAlert}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

import {
  formatCourtDate,
  SIGN_OUT_OTHER_SESSIONS_PATH,
  type MySession,
  type OtherSessionsEnded,
} from '@court/contract';
import {
  checkedApiRequest,
  ScrollableTable,
  useLanguage,
  useTranslation,
  type ApiResult,
} from '@court/kit';
import { StaffConfirmation, StaffForm, useStaffConfirmation } from '@court/kit/staff';
import { STAFF_ME_NS } from './staff-me-translations';

const NO_VALUES = {};

function SessionsTable({ sessions }: { sessions: readonly MySession[] }) {
  const { t } = useTranslation(STAFF_ME_NS);
  const language = useLanguage();
  const courtTime = (value: string) => (
    <time dateTime={value}>{formatCourtDate(value, language, { withTime: true })}</time>
  );
  const device = ({ browser, system }: MySession) =>
    browser && system
      ? t('sessions.device', { browser, system })
      : (browser ?? system ?? t('sessions.unknownDevice'));
  return (
    <ScrollableTable
      label={t('sessions.label')}
      caption={t('sessions.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('sessions.columns.device')}</th>
          <th scope="col">{t('sessions.columns.address')}</th>
          <th scope="col">{t('sessions.columns.signedIn')}</th>
          <th scope="col">{t('sessions.columns.lastUsed')}</th>
          <th scope="col">{t('sessions.columns.state')}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <th scope="row">{device(session)}</th>
            <td>{session.address ?? t('sessions.unknownAddress')}</td>
            <td>{courtTime(session.signedInAt)}</td>
            <td>{courtTime(session.lastSeenAt)}</td>
            <td>
              {session.current
                ? t('sessions.current')
                : session.complete
                  ? t('sessions.active')
                  : t('sessions.waitingForCode')}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export interface MySessionsSectionProps {
  sessions: readonly MySession[];
  /** Asks the API again for the sessions, after the others were ended. */
  reload: () => void;
}

/**
 * The person's live sessions, and signing out of all but this one (POST
 * staff/me/sessions/sign-out-others), for a session left open on a shared computer or one they do
 * not recognise. The confirmation takes focus, as the button may have gone with the others.
 */
export function MySessionsSection({ sessions, reload }: MySessionsSectionProps) {
  const { t } = useTranslation(STAFF_ME_NS);
  const { confirmation, confirm } = useStaffConfirmation();
  const hasOthers = sessions.some((session) => !session.current);

  function signOutOthers(): Promise<ApiResult<OtherSessionsEnded>> {
    return checkedApiRequest('POST', SIGN_OUT_OTHER_SESSIONS_PATH, 'otherSessionsEnded');
  }

  return (
    <>
      <h2>{t('sessions.heading')}</h2>
      <StaffConfirmation confirmation={confirmation} />
      <SessionsTable sessions={sessions} />
      {hasOthers ? (
        <>
          <p>{t('sessions.othersHint')}</p>
          <StaffForm<typeof NO_VALUES, OtherSessionsEnded>
            initialValues={NO_VALUES}
            submit={signOutOthers}
            onSuccess={({ ended }) => {
              confirm(t('sessions.endedOthers', { count: ended }));
              reload();
            }}
            submitLabel={t('sessions.signOutOthers')}
          >
            {null}
          </StaffForm>
        </>
      ) : confirmation ? null : (
        <p>{t('sessions.onlyThis')}</p>
      )}
    </>
  );
}

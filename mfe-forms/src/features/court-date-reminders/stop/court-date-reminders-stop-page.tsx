import {
  COURT_DATE_REMINDERS_PAGE,
  REMINDER_STOP_ENDPOINT,
  type ReminderStopStatus,
} from '@court/contract';
import {
  LocalizedLink,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { StopLinkPage } from '@court/kit/stop-link';
import en from './en.json';
import es from './es.json';

const NAMESPACE = 'court-date-reminders-stop';

registerTranslations(NAMESPACE, { en, es });

/**
 * Where a reminder's stop link leads (court-date-reminders/stop?token=...): which case and which
 * way of being reminded the link stops, then the button that stops that one alone.
 */
export default function CourtDateRemindersStopPage() {
  const { t } = useTranslation(NAMESPACE);
  const court = useCourtFacts();

  /** A sentence about the way of being reminded the link stops, and its case when known. */
  const aboutSignup = (status: ReminderStopStatus, withCase: string, withoutCase: string) => {
    const channel = t(`channel.${status.channel}`);
    return status.caseNumber === null
      ? t(withoutCase, { channel })
      : t(withCase, { channel, caseNumber: status.caseNumber });
  };

  return (
    <StopLinkPage
      endpoint={REMINDER_STOP_ENDPOINT}
      response="reminderStopStatus"
      className="court-page"
      words={{
        title: t('title'),
        loading: t('loading'),
        invalid: (
          <>
            {t('invalid')} <PhoneLink phone={court.phone} />
          </>
        ),
        failed: t('failed'),
        retry: t('retry'),
        confirm: t('confirm'),
      }}
      question={(status) => (
        <>
          <p>{aboutSignup(status, 'question', 'questionNoCase')}</p>
          <p>{t('onlyThisChannel', { channel: t(`channel.${status.channel}`) })}</p>
        </>
      )}
      outcome={(status, already) =>
        already
          ? aboutSignup(status, 'already', 'alreadyNoCase')
          : aboutSignup(status, 'done', 'doneNoCase')
      }
      afterStopped={
        <p>
          <LocalizedLink to={COURT_DATE_REMINDERS_PAGE} className="usa-link">
            {t('signUpAgain')}
          </LocalizedLink>
        </p>
      }
    >
      <p>
        {t('courtDateStill')} <PhoneLink phone={court.phone} />
      </p>
    </StopLinkPage>
  );
}

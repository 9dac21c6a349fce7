import { useState } from 'react';
import {
  REMINDER_OPTIONS_PATH,
  type CourtDateReminderSignupAccepted,
  type FormSubmissionResponse,
} from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  PhoneLink,
  checkApiResponse,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { BeforeYourHearing } from './before-your-hearing';
import { ConfirmStep, UnreadableAnswer } from './confirm-step';
import { NAMESPACE } from './namespace';
import { DEFAULT_TEXTS_MODE, emptySignup, type SignupAnswers } from './signup-answers';
import { SignupStep } from './signup-step';
import en from './en.json';
import es from './es.json';
import './court-date-reminders.css';

registerTranslations(NAMESPACE, { en, es });

/** Where the visitor is; the answers of step 1 go along, for going back to correct them. */
type Progress =
  | { step: 'signUp'; answers: SignupAnswers; isReturn: boolean }
  | { step: 'reading'; answers: SignupAnswers }
  | { step: 'confirm'; answers: SignupAnswers; accepted: CourtDateReminderSignupAccepted }
  | { step: 'unreadable'; answers: SignupAnswers };

/**
 * Court date reminders: why and what, the sign-up (step 1), the codes that confirm each phone
 * and address (step 2), and what to know before a hearing.
 */
export default function CourtDateRemindersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const court = useCourtFacts();
  const [progress, setProgress] = useState<Progress>(() => ({
    step: 'signUp',
    answers: emptySignup(language),
    isReturn: false,
  }));
  const [hasError, setHasError] = useState(false);
  const { load } = useApiGet(REMINDER_OPTIONS_PATH, 'courtDateReminderOptions');
  const texts = load.status === 'ready' ? load.data.texts : DEFAULT_TEXTS_MODE;

  function takeSignup(answers: SignupAnswers, response: FormSubmissionResponse) {
    setProgress({ step: 'reading', answers });
    void checkApiResponse('reminderSignupAccepted', response).then((check) =>
      setProgress(
        check.kind === 'valid'
          ? { step: 'confirm', answers, accepted: check.data }
          : { step: 'unreadable', answers },
      ),
    );
  }

  return (
    <div className="court-page">
      <PageHeading hasError={hasError}>{t('title')}</PageHeading>
      <div className="usa-prose">
        <p>{t('intro.why')}</p>
        <p>{t('intro.whatYouGet')}</p>
        <ul className="usa-list">
          <li>{t('intro.beforeEachHearing')}</li>
          <li>{t('intro.changes')}</li>
        </ul>
        <p>{t('intro.when')}</p>
        <p>
          {t('intro.jury')}{' '}
          <LocalizedLink to="juror-notification-signup" className="usa-link">
            {t('intro.juryLink')}
          </LocalizedLink>
          .
        </p>
        <p>
          {t('intro.notice')} <PhoneLink phone={court.phone} />
        </p>
      </div>
      {progress.step === 'signUp' ? (
        <SignupStep
          initialAnswers={progress.answers}
          texts={texts}
          focusOnOpen={progress.isReturn}
          onAccepted={takeSignup}
          onErrorChange={setHasError}
        />
      ) : null}
      {progress.step === 'confirm' ? (
        <ConfirmStep
          accepted={progress.accepted}
          onChangeAnswers={() =>
            setProgress({ step: 'signUp', answers: progress.answers, isReturn: true })
          }
          onErrorChange={setHasError}
        />
      ) : null}
      {progress.step === 'unreadable' ? <UnreadableAnswer /> : null}
      <BeforeYourHearing />
    </div>
  );
}

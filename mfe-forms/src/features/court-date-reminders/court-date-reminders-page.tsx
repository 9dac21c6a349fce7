import { useState } from 'react';
import {
  REMINDER_OPTIONS_PATH,
  type CourtDateReminderSignupAccepted,
  type FormSentState,
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
import { usePostedForm } from '@court/kit/forms';
import { BeforeYourHearing } from './before-your-hearing';
import { ConfirmStep, UnreadableAnswer } from './confirm-step';
import { NAMESPACE } from './namespace';
import { DEFAULT_TEXTS_MODE, emptySignup, type SignupAnswers } from './signup-answers';
import { SignupStep } from './signup-step';
import en from './en.json';
import es from './es.json';
import './court-date-reminders.css';

registerTranslations(NAMESPACE, { en, es });

/**
 * Where the visitor is; the answers of step 1 go along, for going back to correct them (none on
 * a confirm step the server rendered: the court has them).
 */
type Progress =
  | { step: 'signUp'; answers: SignupAnswers; isReturn: boolean }
  | { step: 'reading'; answers: SignupAnswers }
  | { step: 'confirm'; answers: SignupAnswers | null; accepted: CourtDateReminderSignupAccepted }
  | { step: 'unreadable'; answers: SignupAnswers };

/**
 * The sign-up the server confirmed for a sign-up sent without the script (its confirmation
 * address, or a code form's answer): the server wrote it into the page, in the shape the API
 * answers the script with.
 */
function acceptedOf(sent: FormSentState | undefined): CourtDateReminderSignupAccepted | null {
  const details = sent?.details;
  if (!sent?.reference || !details || !Array.isArray(details.channels)) return null;
  return {
    ...(details as unknown as CourtDateReminderSignupAccepted),
    success: true,
    reference: sent.reference,
  };
}

/**
 * Court date reminders: why and what, the sign-up (step 1), the codes that confirm each phone
 * and address (step 2), and what to know before a hearing.
 */
export default function CourtDateRemindersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const court = useCourtFacts();
  const { sent, post } = usePostedForm();
  const [progress, setProgress] = useState<Progress>(() => {
    const accepted = acceptedOf(sent);
    return accepted
      ? { step: 'confirm', answers: null, accepted }
      : { step: 'signUp', answers: emptySignup(language), isReturn: false };
  });
  // A form sent without the script that came back refused: the title says so from the first HTML.
  const [hasError, setHasError] = useState(
    post !== undefined && (post.error !== undefined || Object.keys(post.errors).length > 0),
  );
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

  const changeAnswersOf = (answers: SignupAnswers | null) =>
    answers ? () => setProgress({ step: 'signUp', answers, isReturn: true }) : undefined;

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
          onChangeAnswers={changeAnswersOf(progress.answers)}
          onErrorChange={setHasError}
        />
      ) : null}
      {progress.step === 'unreadable' ? <UnreadableAnswer /> : null}
      <BeforeYourHearing />
    </div>
  );
}

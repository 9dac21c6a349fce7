import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COURT_DATE_REMINDERS_PAGE,
  FORM_ACTION_FIELD,
  REMINDER_STEP_ACTIONS,
  formatCourtDate,
  localizedPath,
  type CourtDateReminderSignupAccepted,
  type NoticeChannel,
  type ReminderChannelState,
  type ReminderSignupState,
} from '@court/contract';
import { courtroomIn, hearingTypeIn } from '@court/contract/hearing-words';
import { PhoneLink, useCourtFacts, useLanguage, useTranslation } from '@court/kit';
import { FormSuccess } from '@court/kit/forms';
import { Trans } from '@court/kit/trans';
import { ChannelCodeForm, type SignupKey } from './channel-code-form';
import { clockTime, courtClockTime } from './clock-time';
import { NAMESPACE } from './namespace';

const HEADING_ID = 'reminders-confirm-heading';

/** Which of the step's headings names the phone, the address or both. */
function headingKey(channels: readonly ReminderChannelState[]): 'sms' | 'email' | 'both' {
  const [first] = channels;
  return channels.length > 1 || !first ? 'both' : first.channel;
}

/** The next hearing of the case for this last name, or why there is none yet. */
function NextHearing({ state }: { state: ReminderSignupState }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const hearing = state.nextHearing;
  if (!hearing) {
    return (
      <>
        <p>{t('confirm.noHearing', { caseNumber: state.caseNumber })}</p>
        <p>{t('confirm.checkAnswers')}</p>
      </>
    );
  }
  const time = clockTime(hearing.time, language);
  const hearingType = hearingTypeIn(hearing.hearingType, language);
  return (
    <>
      <p className="court-reminders__hearing">
        {t('confirm.nextHearing', {
          date: formatCourtDate(hearing.date, language, { withWeekday: true }),
          at: t('confirm.at', { count: time.hour, time: time.text }),
          courtroom: courtroomIn(hearing.courtroom, language).text,
        })}
      </p>
      {hearingType.text ? (
        <p>
          {/* A type the court's schedule has no Spanish for is read out as the English it is. */}
          <Trans
            t={t}
            i18nKey="confirm.hearingType"
            values={{ hearingType: hearingType.text }}
            components={{ type: <span lang={hearingType.language} /> }}
          />
        </p>
      ) : null}
    </>
  );
}

/** A phone or address confirmed while others wait; it takes focus from the form it replaces. */
function ConfirmedChannel({
  channel,
  justConfirmed,
}: {
  channel: ReminderChannelState;
  justConfirmed: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justConfirmed) note.current?.focus();
  }, [justConfirmed]);
  return (
    <p ref={note} tabIndex={-1}>
      {t(`confirm.confirmed.${channel.channel}`, { destination: channel.destination })}
    </p>
  );
}

/**
 * "Change your answers": back to the sign-up with its answers, to correct a number or address.
 * The page goes back by itself when it holds them; otherwise (without the script, or on a page
 * the server rendered after a sign-up sent without it) the form asks the court for them.
 */
function ChangeAnswers({
  signupKey,
  onChangeAnswers,
}: {
  signupKey: SignupKey;
  onChangeAnswers: (() => void) | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <form
      method="post"
      action={localizedPath(COURT_DATE_REMINDERS_PAGE, language)}
      onSubmit={(event) => {
        if (!onChangeAnswers) return;
        event.preventDefault();
        onChangeAnswers();
      }}
    >
      <p>
        {t('confirm.wrongDestination')}{' '}
        <input type="hidden" name="reference" value={signupKey.reference} />
        <input type="hidden" name="signupToken" value={signupKey.signupToken} />
        <button
          type="submit"
          name={FORM_ACTION_FIELD}
          value={REMINDER_STEP_ACTIONS.change}
          className="usa-button usa-button--unstyled"
        >
          {t('confirm.changeAnswers')}
        </button>
      </p>
    </form>
  );
}

export interface ConfirmStepProps {
  /** The court's answer to the sign-up. */
  accepted: CourtDateReminderSignupAccepted;
  /**
   * Takes the visitor back to the sign-up with the answers the page holds; none when it holds
   * none, and the court is asked for them.
   */
  onChangeAnswers: (() => void) | undefined;
  /** Told whenever a code form starts or stops showing errors, for the page's title. */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * Step 2: the next hearing, then a code to enter for each phone and address not yet confirmed;
 * once all are, the confirmation. Its heading takes focus when the step opens, the confirmation
 * when it appears.
 */
export function ConfirmStep({ accepted, onChangeAnswers, onErrorChange }: ConfirmStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [state, setState] = useState<ReminderSignupState>(accepted);
  const [justConfirmed, setJustConfirmed] = useState<NoticeChannel | null>(null);
  const [channelsWithError, setChannelsWithError] = useState<readonly NoticeChannel[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const isDone = state.channels.every((channel) => channel.confirmed);
  const expiry = courtClockTime(state.codesExpireAt, language);
  const signupKey = { reference: accepted.reference, signupToken: accepted.signupToken };

  useEffect(() => {
    // The confirmation focuses itself; until then the step's heading says where the visitor is.
    if (!isDone) heading.current?.focus();
  }, [isDone]);

  const hasError = channelsWithError.length > 0;
  useEffect(() => {
    onErrorChange(hasError);
    return () => onErrorChange(false);
  }, [hasError, onErrorChange]);

  const reportError = useCallback((channel: NoticeChannel, channelHasError: boolean) => {
    setChannelsWithError((channels) =>
      channels.includes(channel) === channelHasError
        ? channels
        : channelHasError
          ? [...channels, channel]
          : channels.filter((other) => other !== channel),
    );
  }, []);

  function takeAnswer(answer: ReminderSignupState, from: NoticeChannel) {
    setState(answer);
    if (answer.channels.some(({ channel, confirmed }) => channel === from && confirmed)) {
      setJustConfirmed(from);
    }
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1}>
        {isDone ? t('confirm.doneHeading') : t(`confirm.heading.${headingKey(state.channels)}`)}
      </h2>
      {isDone ? (
        <>
          <FormSuccess
            message={t('confirm.done', { caseNumber: state.caseNumber })}
            reference={accepted.reference}
          />
          <p>
            {t('confirm.stopLink')}
            {state.channels.some((channel) => channel.channel === 'sms')
              ? ` ${t('confirm.stopText')}`
              : ''}
          </p>
        </>
      ) : null}
      <NextHearing state={state} />
      {isDone ? null : (
        <>
          {expiry ? (
            <p>{t('confirm.codesExpire', { count: expiry.hour, time: expiry.text })}</p>
          ) : null}
          {state.channels.map((channel) =>
            channel.confirmed ? (
              <ConfirmedChannel
                key={channel.channel}
                channel={channel}
                justConfirmed={justConfirmed === channel.channel}
              />
            ) : (
              <ChannelCodeForm
                key={channel.channel}
                signupKey={signupKey}
                channel={channel}
                onAnswer={takeAnswer}
                onErrorChange={reportError}
              />
            ),
          )}
          <ChangeAnswers signupKey={signupKey} onChangeAnswers={onChangeAnswers} />
        </>
      )}
    </section>
  );
}

/** What the page says when the court took the sign-up but its answer could not be read. */
export function UnreadableAnswer() {
  const { t } = useTranslation(NAMESPACE);
  const court = useCourtFacts();
  return (
    <div className="usa-alert usa-alert--warning" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          {t('confirm.unreadable')} <PhoneLink phone={court.phone} />
        </p>
      </div>
    </div>
  );
}

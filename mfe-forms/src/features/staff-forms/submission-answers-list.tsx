import { useId, type ReactNode } from 'react';
import {
  WEEK_DAYS,
  formatCourtDate,
  type InboxForm,
  type Language,
  type SubmissionField,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import {
  answerKind,
  formatPhone,
  groupAnswers,
  maskedLastFour,
  type AnswerKind,
} from './submission-answers';

function isWeekDay(value: string): value is (typeof WEEK_DAYS)[number] {
  return (WEEK_DAYS as readonly string[]).includes(value);
}

/** A label and its answer; a div per pair lets wide screens set them side by side. */
export function AnswerRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="court-staff-forms__answer">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Answer({
  kind,
  value,
  language,
}: {
  kind: AnswerKind;
  value: string;
  language: Language;
}) {
  const { t } = useTranslation('staffForms');
  if (value.trim() === '') return <>{t('detail.notGiven')}</>;
  switch (kind) {
    case 'date':
      return <time dateTime={value}>{formatCourtDate(value, language)}</time>;
    case 'phone':
      return <>{formatPhone(value)}</>;
    case 'yesNo':
      return <>{value === 'true' ? t('detail.yes') : value === 'false' ? t('detail.no') : value}</>;
    case 'days':
      return (
        <>
          {value
            .split(/,\s*/)
            .map((day) => (isWeekDay(day) ? t(`days.${day}`) : day))
            .join(', ')}
        </>
      );
    case 'placeType':
      return <>{t(`placeTypes.${value}`, { defaultValue: value })}</>;
    case 'long':
      return <span className="court-staff-forms__long">{value}</span>;
    case 'text':
      return <>{value}</>;
  }
}

export interface ProtectedNumberProps {
  /** The number as the API lists it: ***-**-1234. */
  masked: string;
  /** The full number once revealed, null while hidden. */
  revealed: string | null;
  isBusy: boolean;
  onToggle: () => void;
}

/**
 * The SSN, masked until staff ask for it. One button that changes its words, so focus stays on
 * it through reveal and hide.
 */
function ProtectedNumber({ masked, revealed, isBusy, onToggle }: ProtectedNumberProps) {
  const { t } = useTranslation('staffForms');
  const noteId = useId();
  const lastFour = maskedLastFour(masked);
  return (
    <>
      {/* Announced when it changes, so a screen reader hears the number it asked for. */}
      <span className="court-staff-forms__ssn" aria-live="polite">
        {revealed ??
          (lastFour ? (
            <>
              <span aria-hidden="true">{masked}</span>
              <span className="usa-sr-only">{t('detail.ssnHidden', { lastFour })}</span>
            </>
          ) : (
            masked
          ))}
      </span>
      <span className="court-staff-forms__ssn-control court-staff-forms__no-print">
        <button
          type="button"
          className="usa-button usa-button--outline"
          aria-describedby={noteId}
          aria-disabled={isBusy || undefined}
          onClick={() => {
            if (!isBusy) onToggle();
          }}
        >
          {revealed === null ? t('detail.revealSsn') : t('detail.hideSsn')}
        </button>
        <span id={noteId} className="usa-hint">
          {t('detail.revealNote')}
        </span>
      </span>
    </>
  );
}

export interface SubmissionAnswersProps {
  form: InboxForm;
  fields: readonly SubmissionField[];
  language: Language;
  /** Present when the submission holds an SSN that can be revealed. */
  protectedNumber?: Omit<ProtectedNumberProps, 'masked'>;
}

/** Every answer under its label in the reader's language; places as one short list each. */
export function SubmissionAnswers({
  form,
  fields,
  language,
  protectedNumber,
}: SubmissionAnswersProps) {
  const { t } = useTranslation('staffForms');
  const placesHeadingId = useId();
  const blocks = groupAnswers(fields);
  if (blocks.length === 0) return <p>{t('detail.noAnswers')}</p>;
  return (
    <>
      {blocks.map((block) =>
        block.kind === 'fields' ? (
          <dl key={`fields-${block.fields[0]?.name ?? ''}`} className="court-staff-forms__answers">
            {block.fields.map((field) => (
              <AnswerRow
                key={field.name}
                label={t(`fields.${form}.${field.name}`, { defaultValue: field.name })}
              >
                {field.name === 'ssn' && protectedNumber ? (
                  <ProtectedNumber masked={field.value} {...protectedNumber} />
                ) : (
                  <Answer kind={answerKind(field.name)} value={field.value} language={language} />
                )}
              </AnswerRow>
            ))}
          </dl>
        ) : (
          <section key="places" aria-labelledby={placesHeadingId}>
            <h3 id={placesHeadingId}>{t('detail.placesHeading')}</h3>
            <ol className="court-staff-forms__places">
              {block.places.map((place, position) => (
                <li key={place.index}>
                  <h4>{t('detail.placeHeading', { number: position + 1 })}</h4>
                  <dl className="court-staff-forms__answers">
                    {place.fields.map((field) => (
                      <AnswerRow
                        key={field.name}
                        label={t(`fields.place.${field.name}`, { defaultValue: field.name })}
                      >
                        <Answer
                          kind={answerKind(field.name, true)}
                          value={field.value}
                          language={language}
                        />
                      </AnswerRow>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </section>
        ),
      )}
    </>
  );
}

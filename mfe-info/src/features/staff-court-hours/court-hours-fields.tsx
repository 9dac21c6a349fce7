import { useRef, useState } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import {
  COURT_HOURS_OFFICES,
  WEEKDAYS,
  type CourtHours,
  type HoursException,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import { DateField, fieldId, SelectField } from '@court/kit/forms';
import { DayHoursFields } from './day-hours-fields';
import { BilingualTextFields, ListError, useFocusAfterChange } from '../../shared/content-editor';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

/** A new exception: a closure for every office, the most common kind; date and reason to write. */
const NEW_EXCEPTION: HoursException = {
  date: '',
  office: 'all',
  hours: null,
  reason: { en: '', es: '' },
};

const EXCEPTION_OFFICES = ['all', ...COURT_HOURS_OFFICES] as const;

/** An office's name in English and Spanish, side by side, and its hours each day of the week. */
function OfficeFields({ index }: { index: number }) {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { values } = useFormikContext<CourtHours>();
  const office = values.offices[index];
  if (!office) return null;
  const path = `offices[${index}]`;
  return (
    <fieldset className="usa-fieldset court-staff-court-hours__office">
      <legend className="usa-legend usa-legend--large">{t(`offices.${office.office}`)}</legend>
      <BilingualTextFields
        name={`${path}.name`}
        labels={{ en: t('form.nameEn'), es: t('form.nameEs') }}
        hints={{ en: t('form.nameHint'), es: t('form.nameEsHint') }}
      />
      {WEEKDAYS.map((day) => (
        <DayHoursFields key={day} name={`${path}.week.${day}`} legend={t(`weekdays.${day}`)} />
      ))}
    </fieldset>
  );
}

/** One dated exception: its date, office, hours and reason, and the button that removes it. */
function ExceptionFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const path = `exceptions[${index}]`;
  const number = index + 1;
  return (
    <fieldset className="usa-fieldset court-staff-court-hours__exception">
      <legend className="usa-legend usa-legend--large">{t('form.exception', { number })}</legend>
      <DateField name={`${path}.date`} label={t('form.date')} required />
      <SelectField
        name={`${path}.office`}
        label={t('form.office')}
        required
        options={EXCEPTION_OFFICES.map((office) => ({
          value: office,
          label: t(`offices.${office}`),
        }))}
      />
      <DayHoursFields name={`${path}.hours`} legend={t('form.hours')} />
      <BilingualTextFields
        name={`${path}.reason`}
        labels={{ en: t('form.reasonEn'), es: t('form.reasonEs') }}
        hints={{ en: t('form.reasonHint'), es: t('form.reasonEsHint') }}
      />
      <button type="button" className="usa-button usa-button--outline" onClick={onRemove}>
        {t('form.remove')}
        <span className="usa-sr-only"> {t('form.removeWhich', { number })}</span>
      </button>
    </fieldset>
  );
}

/**
 * The hours staff edit, named by the paths the API's messages use ("offices[1].week.monday.closes",
 * "exceptions[0].reason.en"), so each message lands by its field.
 */
export function CourtHoursFields() {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { values } = useFormikContext<CourtHours>();
  // Keys that stay with an exception when one before it is removed, so each keeps its own state.
  const nextKey = useRef(values.exceptions.length);
  const [keys, setKeys] = useState(() => values.exceptions.map((_, index) => index));
  const focusLater = useFocusAfterChange();
  return (
    <>
      <section aria-labelledby="offices">
        <h3 id="offices" tabIndex={-1}>
          {t('form.weekHeading')}
        </h3>
        <p className="usa-hint">{t('form.weekHint')}</p>
        <ListError name="offices" />
        {values.offices.map((office, index) => (
          <OfficeFields key={office.office} index={index} />
        ))}
      </section>
      <section aria-labelledby="exceptions">
        <h3 id="exceptions" tabIndex={-1}>
          {t('form.exceptionsHeading')}
        </h3>
        <p className="usa-hint">{t('form.exceptionsHint')}</p>
        <ListError name="exceptions" />
        <FieldArray name="exceptions">
          {(list) => (
            <>
              {values.exceptions.length === 0 ? <p>{t('form.noExceptions')}</p> : null}
              {values.exceptions.map((_, index) => (
                <ExceptionFields
                  key={keys[index] ?? index}
                  index={index}
                  onRemove={() => {
                    list.remove(index);
                    setKeys((previous) => previous.filter((_key, at) => at !== index));
                    focusLater('exceptions');
                  }}
                />
              ))}
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => {
                  const key = nextKey.current;
                  nextKey.current += 1;
                  list.push(NEW_EXCEPTION);
                  setKeys((previous) => [...previous, key]);
                  focusLater(fieldId(`exceptions[${values.exceptions.length}].date`));
                }}
              >
                {t('form.add')}
              </button>
            </>
          )}
        </FieldArray>
      </section>
    </>
  );
}

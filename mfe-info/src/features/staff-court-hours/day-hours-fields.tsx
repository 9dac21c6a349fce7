import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import type { ClosedBetween, DayHours, OpeningHours } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, TimeField } from '@court/kit/forms';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

const NO_TIMES: OpeningHours = { opens: '', closes: '' };
const NO_BREAK: ClosedBetween = { from: '', until: '' };

export interface DayHoursFieldsProps {
  /** Where the day's hours are in the form, as the API names them: "offices[1].week.monday". */
  name: string;
  legend: string;
}

/**
 * One day's hours: "Closed" (the API's null), or an opening and a closing time, and perhaps a
 * time between when the office shuts (a lunch hour). Ticking a box away puts its times away and
 * ticking it back brings them back, so nothing typed is lost.
 */
export function DayHoursFields({ name, legend }: DayHoursFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { setFieldError, setFieldValue } = useFormikContext();
  const [{ value }] = useField<DayHours>(name);
  const [putAway, setPutAway] = useState<OpeningHours>(value ?? NO_TIMES);
  const [breakPutAway, setBreakPutAway] = useState<ClosedBetween>(value?.closedBetween ?? NO_BREAK);
  const closedId = fieldId(`${name}.closed`);
  const shutsId = fieldId(`${name}.shuts`);

  // Messages about times no longer on the page would link to nothing.
  function forgetErrors(...fields: string[]) {
    for (const field of fields) setFieldError(`${name}.${field}`, undefined);
  }

  function setClosed(closed: boolean) {
    if (closed) {
      if (value) setPutAway(value);
      forgetErrors('opens', 'closes', 'closedBetween.from', 'closedBetween.until');
      void setFieldValue(name, null, false);
    } else {
      void setFieldValue(name, putAway, false);
    }
  }

  function setShuts(shuts: boolean) {
    if (shuts) {
      void setFieldValue(`${name}.closedBetween`, breakPutAway, false);
    } else {
      if (value?.closedBetween) setBreakPutAway(value.closedBetween);
      forgetErrors('closedBetween.from', 'closedBetween.until');
      void setFieldValue(`${name}.closedBetween`, undefined, false);
    }
  }

  return (
    <fieldset className="usa-fieldset court-staff-court-hours__day">
      <legend className="usa-legend">{legend}</legend>
      <div className="usa-checkbox">
        <input
          id={closedId}
          type="checkbox"
          className="usa-checkbox__input"
          checked={value === null}
          onChange={(event) => setClosed(event.target.checked)}
        />
        <label className="usa-checkbox__label" htmlFor={closedId}>
          {t('form.closed')}
        </label>
      </div>
      {/* The week's hint gives the clock once: the kit's own hint would be read at every time. */}
      {value ? (
        <>
          <div className="court-staff-court-hours__times">
            <TimeField name={`${name}.opens`} label={t('form.opens')} hint="" required />
            <TimeField name={`${name}.closes`} label={t('form.closes')} hint="" required />
          </div>
          <div className="usa-checkbox">
            <input
              id={shutsId}
              type="checkbox"
              className="usa-checkbox__input"
              checked={value.closedBetween !== undefined}
              onChange={(event) => setShuts(event.target.checked)}
            />
            <label className="usa-checkbox__label" htmlFor={shutsId}>
              {t('form.shutsDuringDay')}
            </label>
          </div>
          {value.closedBetween ? (
            <div className="court-staff-court-hours__times">
              <TimeField
                name={`${name}.closedBetween.from`}
                label={t('form.shutsAt')}
                hint=""
                required
              />
              <TimeField
                name={`${name}.closedBetween.until`}
                label={t('form.opensAgain')}
                hint=""
                required
              />
            </div>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

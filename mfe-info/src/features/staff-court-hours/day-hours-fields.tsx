import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import type { DayHours, OpeningHours } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, TimeField } from '@court/kit/forms';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

const NO_TIMES: OpeningHours = { opens: '', closes: '' };

export interface DayHoursFieldsProps {
  /** Where the day's hours are in the form, as the API names them: "offices[1].week.monday". */
  name: string;
  legend: string;
}

/**
 * One day's hours: "Closed" (the API's null), or an opening and a closing time. Ticking "Closed"
 * puts the times away and unticking it brings them back, so nothing typed is lost.
 */
export function DayHoursFields({ name, legend }: DayHoursFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { setFieldError, setFieldValue } = useFormikContext();
  const [{ value }] = useField<DayHours>(name);
  const [putAway, setPutAway] = useState<OpeningHours>(value ?? NO_TIMES);
  const closedId = fieldId(`${name}.closed`);

  function setClosed(closed: boolean) {
    if (closed) {
      if (value) setPutAway(value);
      // Messages about times no longer on the page would link to nothing.
      setFieldError(`${name}.opens`, undefined);
      setFieldError(`${name}.closes`, undefined);
      void setFieldValue(name, null, false);
    } else {
      void setFieldValue(name, putAway, false);
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
        <div className="court-staff-court-hours__times">
          <TimeField name={`${name}.opens`} label={t('form.opens')} hint="" required />
          <TimeField name={`${name}.closes`} label={t('form.closes')} hint="" required />
        </div>
      ) : null}
    </fieldset>
  );
}

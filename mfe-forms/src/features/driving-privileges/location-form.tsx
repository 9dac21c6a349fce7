import { useEffect, useRef, type ChangeEvent, type MouseEvent, type Ref } from 'react';
import { getIn } from 'formik';
import { object } from 'yup';
import {
  FORM_ACTION_FIELD,
  isRecord,
  LOCATION_TYPES,
  WEEK_DAYS,
  type WeekDay,
} from '@court/contract';
import {
  ADD_LOCATION_ACTION,
  LOCATION_DRAFT_FIELD,
  locationSchema,
  type DrivingLocation,
} from '@court/contract/schemas';
import { useTranslation } from '@court/kit';
import {
  CourtFieldGroup,
  fieldId,
  SelectField,
  TextareaField,
  TextField,
  useFormController,
  usePostedForm,
  validateWithSchema,
  type CourtFormController,
  useFieldMessage,
} from '@court/kit/forms';
import { LOCATION_TYPE_KEYS, NAMESPACE } from './location-labels';

/** A location being typed: no type is chosen yet at first. */
type LocationDraft = Omit<DrivingLocation, 'type'> & { type: DrivingLocation['type'] | '' };

/** The sub-form's values sit under "location", so its ids (location-name...) cannot clash with the page's. */
interface LocationFormValues {
  location: LocationDraft;
}

const EMPTY_LOCATION: LocationDraft = {
  type: '',
  name: '',
  address: '',
  days: {
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    sunday: false,
  },
  hours: '',
  info: '',
};

const LOCATION_FORM_SCHEMA = object({ location: locationSchema });

const DAYS_FIELD = 'location.days';

function dayInputId(day: WeekDay): string {
  return fieldId(`${DAYS_FIELD}.${day}`);
}

/** The element a message of the sub-form points to: the days are reached by their first box. */
function errorTargetId(name: string): string {
  return name === DAYS_FIELD ? dayInputId('monday') : fieldId(name);
}

interface DaysFieldsetProps {
  group: CourtFormController<LocationFormValues>;
}

/** Monday to Sunday: seven boxes answering one question, with one message for all of them. */
function DaysFieldset({ group }: DaysFieldsetProps) {
  const { t } = useTranslation(NAMESPACE);
  const fieldMessage = useFieldMessage();
  const { registerField, onFieldEdited } = group.context;
  // Registered as one field, so a refused save finds the days in their place on the page.
  useEffect(() => registerField(DAYS_FIELD), [registerField]);

  const days = group.formik.values.location.days;
  const code: unknown = getIn(group.formik.errors, DAYS_FIELD);
  const error = typeof code === 'string' ? fieldMessage(code) : undefined;
  const hintId = `${fieldId(DAYS_FIELD)}-hint`;
  const errorId = `${fieldId(DAYS_FIELD)}-error`;

  function toggle(day: WeekDay, event: ChangeEvent<HTMLInputElement>) {
    const next = { ...days, [day]: event.target.checked };
    void group.formik.setFieldValue(DAYS_FIELD, next, false);
    // A box is edited as soon as it changes, as the kit's CheckboxField treats it.
    onFieldEdited(DAYS_FIELD, next);
  }

  return (
    <fieldset
      className={
        error ? 'usa-fieldset usa-form-group usa-form-group--error' : 'usa-fieldset usa-form-group'
      }
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="usa-legend">{t('location.days')}</legend>
      <span className="usa-hint" id={hintId}>
        {t('location.daysHint')}
      </span>
      {error ? (
        <span className="usa-error-message" id={errorId}>
          <span className="usa-sr-only">{t('errorPrefix', { ns: 'kit' })} </span>
          {error}
        </span>
      ) : null}
      {WEEK_DAYS.map((day) => (
        <div className="usa-checkbox" key={day}>
          <input
            className="usa-checkbox__input"
            id={dayInputId(day)}
            name={`${DAYS_FIELD}.${day}`}
            type="checkbox"
            checked={days[day]}
            onChange={(event) => toggle(day, event)}
          />
          <label className="usa-checkbox__label" htmlFor={dayInputId(day)}>
            {t(`days.${day}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

export interface LocationFormProps {
  /** Receives the checked location, its text trimmed as the API would store it. */
  onSave: (location: DrivingLocation) => void;
  /** Where the form posts "Add Location" without the script: back to the locations. */
  postsTo: string | undefined;
  /** The Add Location button, where focus goes back after a change to the list. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The location being typed when the page came back from a post without the script (an Add
 * Location that was refused keeps it, with its messages), or an empty one.
 */
function usePostedDraft(): { values: LocationFormValues; errors: Record<string, string> } {
  const { post } = usePostedForm();
  const draft = post?.values[LOCATION_DRAFT_FIELD];
  const errors = Object.fromEntries(
    Object.entries(post?.errors ?? {}).filter(([name]) =>
      name.startsWith(`${LOCATION_DRAFT_FIELD}.`),
    ),
  );
  return {
    values: { location: isRecord(draft) ? { ...EMPTY_LOCATION, ...draft } : EMPTY_LOCATION },
    errors,
  };
}

/**
 * "Add Location": a group of fields inside the application form, checked with the contract's
 * locationSchema before the location joins the list. HTML does not allow a form in a form, so the
 * group has its own controller; its button (or Enter in one of its inputs) adds the location.
 * Without the script the button posts the whole form, and the server adds it by the same schema.
 */
export function LocationForm({ onSave, postsTo, ref }: LocationFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const posted = usePostedDraft();
  const group = useFormController<LocationFormValues>({
    initialValues: posted.values,
    initialErrors: { errors: posted.errors },
    linksEveryField: true,
    validate: (values) => validateWithSchema(LOCATION_FORM_SCHEMA, values),
    send: ({ location }) =>
      Promise.resolve({ kind: 'accepted', after: () => onSave(locationSchema.cast(location)) }),
    resetOnAccepted: true,
    confirmsSuccess: false,
  });

  // The sub-form has no summary of its own: a refused save takes the visitor to the first
  // message, which the field's description reads out with its label.
  const handledAttempt = useRef(0);
  const firstError = group.errorItems[0]?.name;
  useEffect(() => {
    if (group.submitAttempt === handledAttempt.current) return;
    handledAttempt.current = group.submitAttempt;
    if (firstError) document.getElementById(errorTargetId(firstError))?.focus();
  }, [group.submitAttempt, firstError]);

  const typeOptions = LOCATION_TYPES.map((type) => ({
    value: type,
    label: t(LOCATION_TYPE_KEYS[type]),
  }));

  return (
    <CourtFieldGroup form={group} className="court-location-form">
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{t('location.legend')}</legend>
        <SelectField
          name="location.type"
          label={t('location.type')}
          options={typeOptions}
          required
        />
        <TextField name="location.name" label={t('location.name')} required />
        <TextField
          name="location.address"
          label={t('location.address')}
          hint={t('location.addressHint')}
          required
        />
        <DaysFieldset group={group} />
        <TextField
          name="location.hours"
          label={t('location.hours')}
          hint={t('location.hoursHint')}
          required
        />
        <TextareaField name="location.info" label={t('location.info')} rows={3} />
        <button
          ref={ref}
          type="submit"
          name={FORM_ACTION_FIELD}
          value={ADD_LOCATION_ACTION}
          formAction={postsTo}
          className="usa-button usa-button--outline"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            void group.formik.submitForm();
          }}
        >
          {t('locations.add')}
        </button>
      </fieldset>
    </CourtFieldGroup>
  );
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { getIn, type FormikValues } from 'formik';
import { FORM_ACTION_FIELD, WEEK_DAYS } from '@court/contract';
import {
  MAX_LOCATIONS,
  REMOVE_LOCATION_ACTION,
  type DrivingLocation,
} from '@court/contract/schemas';
import { useTranslation } from '@court/kit';
import { fieldId, useFieldMessage, type CourtFormController } from '@court/kit/forms';
import { LocationForm } from './location-form';
import { LOCATION_TYPE_KEYS, NAMESPACE } from './location-labels';

const LOCATIONS_FIELD = 'locations';
const HEADING_ID = 'locations-heading';
const HINT_ID = 'locations-hint';
const ERROR_ID = 'locations-error';

const COLUMNS = ['type', 'name', 'address', 'days', 'hours', 'info'] as const;
type Column = (typeof COLUMNS)[number];

interface LocationsTableProps {
  locations: readonly DrivingLocation[];
  onRemove: (index: number) => void;
  /** Where the form posts a Remove without the script: back to this section. */
  postsTo: string | undefined;
}

/** A saved location as the form's HTML posts it: one hidden field per answer, as its name says. */
function LocationFields({ location, index }: { location: DrivingLocation; index: number }) {
  const name = (field: string) => `${LOCATIONS_FIELD}.${index}.${field}`;
  return (
    <>
      {(['type', 'name', 'address', 'hours', 'info'] as const).map((field) => (
        <input key={field} type="hidden" name={name(field)} value={location[field] ?? ''} />
      ))}
      {WEEK_DAYS.filter((day) => location.days[day]).map((day) => (
        <input key={day} type="hidden" name={name(`days.${day}`)} value="true" />
      ))}
    </>
  );
}

/**
 * The saved locations. Each cell carries its column's name in data-label: on a narrow screen the
 * stylesheet turns every row into a card and shows those names, so nothing scrolls sideways.
 * Each Remove is a submit button: without the script it posts the form, which comes back
 * without that location; with the script the row goes at once.
 */
function LocationsTable({ locations, onRemove, postsTo }: LocationsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const columnName = (column: Column) => t(`locations.columns.${column}`);
  return (
    <table className="usa-table court-locations__table">
      <caption>{t('locations.caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {columnName(column)}
            </th>
          ))}
          <th scope="col">
            <span className="usa-sr-only">{t('locations.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {locations.map((location, index) => (
          // Rows are removed by position, as on the original site; a location has no id of its own.
          <tr key={index}>
            <td data-label={columnName('type')}>
              {location.type in LOCATION_TYPE_KEYS ? t(LOCATION_TYPE_KEYS[location.type]) : ''}
            </td>
            <th scope="row" data-label={columnName('name')} className="court-locations__answer">
              {location.name}
            </th>
            <td data-label={columnName('address')} className="court-locations__answer">
              {location.address}
            </td>
            <td data-label={columnName('days')}>
              {WEEK_DAYS.filter((day) => location.days[day])
                .map((day) => t(`days.${day}`))
                .join(', ')}
            </td>
            <td data-label={columnName('hours')} className="court-locations__answer">
              {location.hours}
            </td>
            <td data-label={columnName('info')} className="court-locations__answer">
              {location.info}
            </td>
            <td>
              <LocationFields location={location} index={index} />
              <button
                type="submit"
                name={FORM_ACTION_FIELD}
                value={`${REMOVE_LOCATION_ACTION}:${index}`}
                formAction={postsTo}
                className="usa-button usa-button--unstyled court-locations__remove"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onRemove(index);
                }}
              >
                {t('locations.remove')}
                <span className="usa-sr-only"> {location.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Answers that hold a list of locations, as the driving privileges application does. */
export type LocationsAnswers = FormikValues & { locations: DrivingLocation[] };

export interface LocationsSectionProps<T extends LocationsAnswers> {
  /** The application's controller: the list is its `locations` answer. */
  form: CourtFormController<T>;
}

/**
 * The places the applicant needs to drive to: a table of saved locations with a Remove button
 * each, then the fields of a new location and its "Add Location" button. The section carries
 * the id of the `locations` answer, so the error summary's link lands on it. Without the script
 * both buttons post the form, which comes back changed and scrolled to the section.
 */
export function LocationsSection<T extends LocationsAnswers>({ form }: LocationsSectionProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const fieldMessage = useFieldMessage();
  const [announcement, setAnnouncement] = useState('');
  const section = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const action = form.postsWithoutScript?.action;
  const postsTo = action === undefined ? undefined : `${action}#${fieldId(LOCATIONS_FIELD)}`;
  // Set when the focused control is about to disappear; focus moves once the page has changed.
  const isFocusToMove = useRef(false);
  const { registerField, onFieldEdited } = form.context;
  useEffect(() => registerField(LOCATIONS_FIELD), [registerField]);

  useEffect(() => {
    if (!isFocusToMove.current) return;
    isFocusToMove.current = false;
    // With the list full the button is gone; the section itself is the next sensible place.
    (addButton.current ?? section.current)?.focus();
  });

  const locations = form.formik.values.locations;
  const code: unknown = getIn(form.formik.errors, LOCATIONS_FIELD);
  const error = typeof code === 'string' ? fieldMessage(code) : undefined;

  function update(next: DrivingLocation[], message: string) {
    void form.formik.setFieldValue(LOCATIONS_FIELD, next, false);
    onFieldEdited(LOCATIONS_FIELD, next);
    setAnnouncement(message);
    isFocusToMove.current = true;
  }

  function save(location: DrivingLocation) {
    update([...locations, location], t('locations.added', { name: location.name }));
  }

  function remove(index: number) {
    const name = locations[index]?.name ?? '';
    update(
      locations.filter((_, position) => position !== index),
      t('locations.removed', { name }),
    );
  }

  return (
    <div
      ref={section}
      id={fieldId(LOCATIONS_FIELD)}
      tabIndex={-1}
      role="group"
      aria-labelledby={HEADING_ID}
      aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
      className={
        error
          ? 'usa-form-group usa-form-group--error court-locations'
          : 'usa-form-group court-locations'
      }
    >
      <h2 id={HEADING_ID} className="court-locations__heading">
        {t('locations.title')}
      </h2>
      <p className="usa-hint" id={HINT_ID}>
        {t('locations.hint')}
      </p>
      {error ? (
        <span className="usa-error-message" id={ERROR_ID}>
          <span className="usa-sr-only">{t('errorPrefix', { ns: 'kit' })} </span>
          {error}
        </span>
      ) : null}
      {locations.length > 0 ? (
        <LocationsTable locations={locations} onRemove={remove} postsTo={postsTo} />
      ) : (
        <p>{t('locations.none')}</p>
      )}
      {locations.length < MAX_LOCATIONS ? (
        <LocationForm ref={addButton} onSave={save} postsTo={postsTo} />
      ) : (
        <p>{t('locations.full', { max: MAX_LOCATIONS })}</p>
      )}
      <p className="usa-sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}

import { useField } from 'formik';
import { STAFF_ROLES, type StaffRole } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, useFieldMessage } from '@court/kit/forms';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

export interface RolesFieldsetProps {
  /** The form value holding the chosen roles. */
  name: string;
  /** The question, already translated. */
  legend: string;
  hint: string;
  /** Roles shown as they are, which cannot be changed here; the hint says why. */
  fixedRoles?: readonly StaffRole[];
}

/**
 * One checkbox per role answering one question, with one message for all of them. The first box
 * carries the field's id, so the error summary's link lands on it, as GOV.UK's checkboxes do.
 */
export function RolesFieldset({ name, legend, hint, fixedRoles = [] }: RolesFieldsetProps) {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const fieldMessage = useFieldMessage();
  const [field, meta, helpers] = useField<StaffRole[]>(name);
  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = typeof meta.error === 'string' && meta.error ? fieldMessage(meta.error) : undefined;

  function toggle(role: StaffRole, checked: boolean) {
    // The API stores roles in its own order. A role it has that this page does not know stays.
    const roles = checked ? [...field.value, role] : field.value.filter((item) => item !== role);
    void helpers.setValue(roles, false);
    // A box is answered as soon as it changes, as the kit's CheckboxField treats it.
    if (error) helpers.setError(undefined);
  }

  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="usa-legend">{legend}</legend>
      <span className="usa-hint" id={hintId}>
        {hint}
      </span>
      {error ? (
        <span className="usa-error-message" id={errorId}>
          <span className="usa-sr-only">{t('errorPrefix', { ns: 'kit' })} </span>
          {error}
        </span>
      ) : null}
      {STAFF_ROLES.map((role, index) => {
        const boxId = index === 0 ? id : `${id}-${role}`;
        return (
          <div className="usa-checkbox" key={role}>
            <input
              className="usa-checkbox__input"
              id={boxId}
              // No name: the form's value is the list, which the kit must not read back as one box.
              type="checkbox"
              checked={field.value.includes(role)}
              disabled={fixedRoles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <label className="usa-checkbox__label" htmlFor={boxId}>
              {t(`roles.${role}.name`)}
              <span className="usa-checkbox__label-description">
                {t(`roles.${role}.description`)}
              </span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

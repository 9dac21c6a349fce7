import { useField } from 'formik';
import { useTranslation } from '@court/kit';
import { fieldId } from './field-frame';

export interface HoneypotFieldProps {
  /** Name of the trap field the API checks, e.g. "website". */
  name: string;
}

/**
 * A trap for form-filling robots: an input people cannot see or reach, which the API expects to
 * arrive empty. Hidden from screen readers and the tab order so that no person fills it in.
 */
export function HoneypotField({ name }: HoneypotFieldProps) {
  const { t } = useTranslation('kit');
  const [field] = useField<string>(name);
  const id = fieldId(name);
  return (
    <div className="usa-sr-only" aria-hidden="true">
      <label htmlFor={id}>{t('honeypotLabel')}</label>
      <input
        id={id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={field.value ?? ''}
        onChange={field.onChange}
      />
    </div>
  );
}

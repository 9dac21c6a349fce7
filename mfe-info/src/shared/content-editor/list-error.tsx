import { getIn, useFormikContext } from 'formik';
import { useTranslation } from '@court/kit';
import { useFieldMessage } from '@court/kit/forms';

/**
 * A message the API gives a whole list ("groups", "exceptions"), under the list's heading; the
 * heading carries the list's name as its id, so the error summary's link leads to it.
 */
export function ListError({ name }: { name: string }) {
  const { errors } = useFormikContext();
  const { t } = useTranslation('kit');
  const fieldMessage = useFieldMessage();
  const error: unknown = getIn(errors, name);
  if (typeof error !== 'string' || error === '') return null;
  return (
    <span className="usa-error-message">
      <span className="usa-sr-only">{t('errorPrefix')} </span>
      {fieldMessage(error)}
    </span>
  );
}

import { TextField } from '@court/kit/forms';
import './bilingual-text-fields.css';

export interface BilingualTextFieldsProps {
  /** Where the text is in the form ("groups[1].heading"): its `en` and `es` are the fields. */
  name: string;
  labels: { en: string; es: string };
  hints: { en: string; es: string };
  /** A text the page may go without (a word before a list): its English may be blank too. */
  optional?: boolean;
}

/**
 * The English and the Spanish of one text side by side (stacked where there is no room). The
 * English is required unless the text is optional; the Spanish may wait, and the pages show the
 * English, marked, until then.
 */
export function BilingualTextFields({
  name,
  labels,
  hints,
  optional = false,
}: BilingualTextFieldsProps) {
  return (
    <div className="court-bilingual-fields">
      <TextField
        name={`${name}.en`}
        label={labels.en}
        hint={hints.en}
        required={!optional}
        autoComplete="off"
      />
      <TextField name={`${name}.es`} label={labels.es} hint={hints.es} autoComplete="off" />
    </div>
  );
}

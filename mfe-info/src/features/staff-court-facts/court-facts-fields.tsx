import { COURT_FACT_GROUPS, type CourtFactKind } from '@court/contract';
import { useTranslation } from '@court/kit';
import { TextField } from '@court/kit/forms';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

/** The input each kind of fact gets, so phones bring up a keypad and links a URL keyboard. */
const INPUTS: Record<CourtFactKind, { type: 'text' | 'email' | 'tel'; inputMode?: 'url' }> = {
  text: { type: 'text' },
  zip: { type: 'text' },
  phone: { type: 'tel' },
  email: { type: 'email' },
  url: { type: 'text', inputMode: 'url' },
};

/** Every fact, grouped as the pages use them, each named as the API names it. */
export function CourtFactsFields() {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  return COURT_FACT_GROUPS.map((group) => (
    <fieldset key={group.key} className="usa-fieldset">
      <legend className="usa-legend">{t(`groups.${group.key}`)}</legend>
      {group.facts.map(({ name, kind }) => (
        <TextField
          key={name}
          name={name}
          label={t(`facts.${name}`)}
          hint={
            kind === 'text'
              ? t(`factHints.${name}`, { defaultValue: '' }) || undefined
              : t(`hints.${kind}`)
          }
          required
          autoComplete="off"
          spellCheck={kind === 'text'}
          autoCapitalize={kind === 'text' ? undefined : 'none'}
          {...INPUTS[kind]}
        />
      ))}
    </fieldset>
  ));
}

import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import {
  COURT_FACT_GROUPS,
  STAFF_COURT_FACTS_ENDPOINT,
  type CourtFactKind,
  type CourtFactsEditor,
  type CourtInfo,
} from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { TextField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

export const STAFF_COURT_FACTS_PATH = `staff/${STAFF_COURT_FACTS_ENDPOINT}`;

/** Tells the page the facts as they are typed, for the preview that sits outside the form. */
function DraftObserver({ onChange }: { onChange: (values: CourtInfo) => void }) {
  const { values } = useFormikContext<CourtInfo>();
  useEffect(() => {
    onChange(values);
  }, [values, onChange]);
  return null;
}

/** The input each kind of fact gets, so phones bring up a keypad and links a URL keyboard. */
const INPUTS: Record<CourtFactKind, { type: 'text' | 'email' | 'tel'; inputMode?: 'url' }> = {
  text: { type: 'text' },
  zip: { type: 'text' },
  phone: { type: 'tel' },
  email: { type: 'email' },
  url: { type: 'text', inputMode: 'url' },
};

export interface CourtFactsFormProps {
  initialValues: CourtInfo;
  labelledBy: string;
  onSaved: (editor: CourtFactsEditor) => void;
  onDraftChange: (values: CourtInfo) => void;
  onErrorChange: (hasError: boolean) => void;
}

/**
 * Every fact, grouped as the pages use them; saving keeps them as the draft (PUT), which the API
 * checks fact by fact and answers with the editor's new view.
 */
export function CourtFactsForm({
  initialValues,
  labelledBy,
  onSaved,
  onDraftChange,
  onErrorChange,
}: CourtFactsFormProps) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  return (
    <StaffForm<CourtInfo, CourtFactsEditor | null>
      initialValues={initialValues}
      labelledBy={labelledBy}
      submitLabel={t('draft.save')}
      onErrorChange={onErrorChange}
      submit={async (values) => {
        const result = await apiRequest<unknown>('PUT', `${STAFF_COURT_FACTS_PATH}/draft`, values);
        if (!result.ok && result.status === 401) clearStaffUser();
        return checkedWriteAnswer(result, 'courtFactsEditor');
      }}
      onSuccess={(editor) => {
        if (editor) onSaved(editor);
      }}
    >
      <DraftObserver onChange={onDraftChange} />
      {COURT_FACT_GROUPS.map((group) => (
        <fieldset key={group.key} className="usa-fieldset">
          <legend className="usa-legend">{t(`groups.${group.key}`)}</legend>
          {group.facts.map(({ name, kind }) => (
            <TextField
              key={name}
              name={name}
              label={t(`facts.${name}`)}
              hint={kind === 'text' ? undefined : t(`hints.${kind}`)}
              required
              autoComplete="off"
              spellCheck={kind === 'text'}
              autoCapitalize={kind === 'text' ? undefined : 'none'}
              {...INPUTS[kind]}
            />
          ))}
        </fieldset>
      ))}
    </StaffForm>
  );
}

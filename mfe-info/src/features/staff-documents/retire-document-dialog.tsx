import { useId, useState } from 'react';
import {
  STAFF_DOCUMENT_FIELDS,
  documentUrl,
  type StaffDocument,
  type StaffDocumentRetirement,
} from '@court/contract';
import { apiRequest, checkedWriteAnswer, useLanguage, useTranslation } from '@court/kit';
import { useFieldMessage } from '@court/kit/forms';
import { StaffConfirmDialog, type StaffConfirmFailure } from '@court/kit/staff';
import { placeApiErrors } from './document-errors';
import { documentPath, groupsOf, listedInGroup } from './document-values';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

export interface RetireDocumentDialogProps {
  document: StaffDocument;
  /** Every document of the library: the listed ones other than this may replace it. */
  documents: readonly StaffDocument[];
  /**
   * The API retired it: the document as it now is (null when its answer was unreadable), and the
   * slug of the document that replaces it, if any.
   */
  onDone: (document: StaffDocument | null, replacedBy: string | null) => void;
  /** The API answered that the document or its replacement changed meanwhile (404, 409). */
  onOutdated: () => void;
  onClose: () => void;
}

/**
 * Asks before taking a document out of the public lists, and where its address should send old
 * links: to another listed document for good, or nowhere (410 Gone). Retires it on confirmation
 * (POST staff/documents/:slug/retire). A refusal is said inside the dialog, where focus is.
 */
export function RetireDocumentDialog({
  document,
  documents,
  onDone,
  onOutdated,
  onClose,
}: RetireDocumentDialogProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const { t: kitT } = useTranslation('kit');
  const translateFieldMessage = useFieldMessage();
  const language = useLanguage();
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const [replacedBy, setReplacedBy] = useState('');
  // The API's message about the replacement, from the last failure; shown on the list.
  const [fieldError, setFieldError] = useState<string>();
  const texts = { title: document.title[language], url: document.url };
  const others = documents.filter((other) => other.slug !== document.slug);
  const body: StaffDocumentRetirement = { replacedBy: replacedBy || null };

  function failed(failure: StaffConfirmFailure): string {
    if (failure.status === 404 || failure.status === 409) onOutdated();
    const fieldMessage = failure.errors[STAFF_DOCUMENT_FIELDS.replacedBy];
    setFieldError(fieldMessage === undefined ? undefined : translateFieldMessage(fieldMessage));
    return failure.error;
  }

  return (
    <StaffConfirmDialog
      heading={t('retireDialog.heading', texts)}
      confirmLabel={t('retireDialog.confirm')}
      closeLabel={t('retireDialog.cancel')}
      send={async () =>
        checkedWriteAnswer(
          placeApiErrors(
            await apiRequest<unknown>('POST', `${documentPath(document.slug)}/retire`, body),
            { fields: { [STAFF_DOCUMENT_FIELDS.replacedBy]: STAFF_DOCUMENT_FIELDS.replacedBy } },
          ),
          'staffDocument',
        )
      }
      onDone={(retired) => onDone(retired, body.replacedBy)}
      onFailure={failed}
      onClose={onClose}
      fields={
        <div className={`usa-form-group${fieldError ? ' usa-form-group--error' : ''}`}>
          <label className={`usa-label${fieldError ? ' usa-label--error' : ''}`} htmlFor={selectId}>
            {t('retireDialog.replacedBy')}
            <span className="court-optional"> {kitT('optional')}</span>
          </label>
          <span className="usa-hint" id={hintId}>
            {t('retireDialog.replacedByHint', texts)}
          </span>
          {fieldError ? (
            <span className="usa-error-message" id={errorId}>
              <span className="usa-sr-only">{kitT('errorPrefix')} </span>
              {fieldError}
            </span>
          ) : null}
          <select
            id={selectId}
            className={`usa-select${fieldError ? ' usa-input--error' : ''}`}
            value={replacedBy}
            aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fieldError ? true : undefined}
            onChange={(event) => setReplacedBy(event.target.value)}
          >
            <option value="">{t('retireDialog.noReplacement')}</option>
            {groupsOf(others).map((group) => {
              const listed = listedInGroup(others, group);
              return listed.length === 0 ? null : (
                <optgroup key={group} label={t(`groups.${group}`, { defaultValue: group })}>
                  {listed.map((other) => (
                    <option key={other.slug} value={other.slug}>
                      {other.title[language]} ({documentUrl(other.slug)})
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>
      }
    >
      <p>{t('retireDialog.body', texts)}</p>
    </StaffConfirmDialog>
  );
}

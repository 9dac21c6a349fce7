import { useId, useState } from 'react';
import {
  STAFF_DOCUMENT_FIELDS,
  documentUrl,
  type StaffDocument,
  type StaffDocumentRetirement,
} from '@court/contract';
import {
  Alert,
  apiRequest,
  checkedWriteAnswer,
  CourtDialog,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { useFieldMessage } from '@court/kit/forms';
import { useStaffStore } from '@court/kit/staff';
import { placeApiErrors } from './document-errors';
import { documentPath, groupsOf, listedInGroup } from './document-values';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

interface RetireFailure {
  /** The API's message, with any it gave for a field it has not. */
  text: string;
  /** Its message about the replacement, shown on the list. */
  replacedBy: string | undefined;
  key: number;
}

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
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const [replacedBy, setReplacedBy] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<RetireFailure | null>(null);
  const texts = { title: document.title[language], url: document.url };
  const others = documents.filter((other) => other.slug !== document.slug);

  async function retire() {
    // A second press while the first is on its way must not send the request twice.
    if (isSending) return;
    setIsSending(true);
    const body: StaffDocumentRetirement = { replacedBy: replacedBy || null };
    const result = await checkedWriteAnswer(
      placeApiErrors(
        await apiRequest<unknown>('POST', `${documentPath(document.slug)}/retire`, body),
        { fields: { [STAFF_DOCUMENT_FIELDS.replacedBy]: STAFF_DOCUMENT_FIELDS.replacedBy } },
      ),
      'staffDocument',
    );
    setIsSending(false);
    if (result.ok) {
      onDone(result.data, body.replacedBy);
      return;
    }
    if (result.status === 401) clearStaffUser();
    if (result.status === 404 || result.status === 409) onOutdated();
    const fieldMessage = result.errors[STAFF_DOCUMENT_FIELDS.replacedBy];
    setFailure((previous) => ({
      text: result.error,
      replacedBy: fieldMessage === undefined ? undefined : translateFieldMessage(fieldMessage),
      key: (previous?.key ?? 0) + 1,
    }));
  }

  const fieldError = failure?.replacedBy;
  return (
    <CourtDialog
      heading={t('retireDialog.heading', texts)}
      closeLabel={t('retireDialog.cancel')}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="usa-button usa-button--secondary"
          aria-disabled={isSending || undefined}
          onClick={() => void retire()}
        >
          {t('retireDialog.confirm')}
        </button>
      }
    >
      <p>{t('retireDialog.body', texts)}</p>
      {failure ? (
        <Alert key={failure.key} kind="error" slim>
          <p className="usa-alert__text">{failure.text}</p>
        </Alert>
      ) : null}
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
    </CourtDialog>
  );
}

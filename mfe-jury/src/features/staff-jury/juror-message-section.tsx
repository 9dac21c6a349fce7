import { useState } from 'react';
import { formatCourtDate, isSiteMessageResponse } from '@court/contract';
import { LocalizedLink, apiRequest, useLanguage, useTranslation } from '@court/kit';
import { TextareaField } from '@court/kit/forms';
import { StaffForm, useStaffGet, useStaffStore } from '@court/kit/staff';
import { LoadState } from './load-state';

/** The staff endpoint of the juror message; the public page reads GET juror/message. */
export const JUROR_MESSAGE_PATH = 'staff/juror/message';

const HEADING_ID = 'staff-jury-message-heading';

export interface JurorMessageSectionProps {
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

/** The message of the public jury service page: the current one, and a form to change it. */
export function JurorMessageSection({ onErrorChange }: JurorMessageSectionProps) {
  const { t } = useTranslation('staffJury');
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload } = useStaffGet(JUROR_MESSAGE_PATH, isSiteMessageResponse);
  // The date shown follows each save, without loading the message again.
  const [savedAt, setSavedAt] = useState<string | null>();
  const loadedAt = load.status === 'loaded' ? load.data.updatedAt : null;
  const updatedAt = savedAt !== undefined ? savedAt : loadedAt;

  return (
    <section className="court-staff-jury__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('message.heading')}</h2>
      <p>{t('message.intro')}</p>
      <LoadState load={load} retry={reload} loading={t('message.loading')} />
      {load.status === 'loaded' ? (
        <>
          <p>
            {updatedAt
              ? t('message.lastUpdated', {
                  date: formatCourtDate(updatedAt, language, { withTime: true }),
                })
              : t('message.neverUpdated')}
          </p>
          <StaffForm<{ message: string }, unknown>
            initialValues={{ message: load.data.message }}
            submit={async (values) => {
              const result = await apiRequest<unknown>('PUT', JUROR_MESSAGE_PATH, values);
              if (!result.ok && result.status === 401) clearStaffUser();
              return result;
            }}
            onSuccess={(data) => setSavedAt(isSiteMessageResponse(data) ? data.updatedAt : null)}
            successMessage={t('message.saved')}
            submitLabel={t('message.save')}
            onErrorChange={onErrorChange}
            labelledBy={HEADING_ID}
          >
            <TextareaField
              name="message"
              label={t('message.label')}
              hint={t('message.hint')}
              required
              rows={6}
            />
          </StaffForm>
        </>
      ) : null}
      <p>
        <LocalizedLink to="jury-service" className="usa-link">
          {t('message.publicPage')}
        </LocalizedLink>
      </p>
    </section>
  );
}

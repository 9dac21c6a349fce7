import { useState } from 'react';
import { formatCourtDate, type SiteMessageResponse } from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  LocalizedLink,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { TextareaField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
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
  const { load, reload } = useApiGet(JUROR_MESSAGE_PATH, 'siteMessage');
  // The date shown follows each save, without loading the message again.
  const [savedAt, setSavedAt] = useState<string | null>();
  const loadedAt = load.status === 'ready' ? load.data.updatedAt : null;
  const updatedAt = savedAt !== undefined ? savedAt : loadedAt;

  return (
    <section className="court-staff-jury__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('message.heading')}</h2>
      <p>{t('message.intro')}</p>
      <LoadState load={load} retry={reload} loading={t('message.loading')} />
      {load.status === 'ready' ? (
        <>
          <p>
            {updatedAt
              ? t('message.lastUpdated', {
                  date: formatCourtDate(updatedAt, language, { withTime: true }),
                })
              : t('message.neverUpdated')}
          </p>
          <StaffForm<{ message: string }, SiteMessageResponse | null>
            initialValues={{ message: load.data.message }}
            submit={async (values) => {
              const result = await apiRequest<unknown>('PUT', JUROR_MESSAGE_PATH, values);
              if (!result.ok && result.status === 401) clearStaffUser();
              return checkedWriteAnswer(result, 'siteMessage');
            }}
            onSuccess={(saved) => setSavedAt(saved?.updatedAt ?? null)}
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

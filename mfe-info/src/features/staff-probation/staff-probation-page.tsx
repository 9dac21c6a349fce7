import { useState } from 'react';
import { formatCourtDate, type SiteMessageResponse } from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  LocalizedLink,
  registerTranslations,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { TextareaField } from '@court/kit/forms';
import {
  StaffForm,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffStore,
  useStaffToolErrors,
} from '@court/kit/staff';
import en from './en.json';
import es from './es.json';

registerTranslations('staffProbation', { en, es });

const MESSAGE_PATH = 'staff/drug-testing/message';

function MessageEditor() {
  const { t } = useTranslation('staffProbation');
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload } = useApiGet(MESSAGE_PATH, 'siteMessage');
  const reportErrors = useStaffToolErrors();
  // The date shown follows each save, without loading the page again.
  const [savedAt, setSavedAt] = useState<string | null>();

  const updatedAt =
    savedAt !== undefined ? savedAt : load.status === 'ready' ? load.data.updatedAt : null;

  return (
    <StaffToolFrame load={load} heading={t('heading')} intro={t('intro')}>
      {/* The message's address is fixed: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}
      >
        {({ message }) => (
          <>
            <p>
              {updatedAt
                ? t('lastUpdated', {
                    date: formatCourtDate(updatedAt, language, { withTime: true }),
                  })
                : t('neverUpdated')}
            </p>
            <StaffForm<{ message: string }, SiteMessageResponse | null>
              initialValues={{ message }}
              submit={async (values) => {
                const result = await apiRequest<unknown>('PUT', MESSAGE_PATH, values);
                if (!result.ok && result.status === 401) clearStaffUser();
                return checkedWriteAnswer(result, 'siteMessage');
              }}
              onSuccess={(saved) => setSavedAt(saved?.updatedAt ?? null)}
              successMessage={t('saved')}
              submitLabel={t('save')}
              onErrorChange={reportErrors}
            >
              <TextareaField
                name="message"
                label={t('messageLabel')}
                hint={t('messageHint')}
                required
                rows={8}
              />
            </StaffForm>
          </>
        )}
      </StaffLoadState>
      <p>
        <LocalizedLink to="probation-drug-testing" className="usa-link">
          {t('publicPage')}
        </LocalizedLink>
      </p>
    </StaffToolFrame>
  );
}

/** staff/probation: probation staff edit the message of the public drug-testing page. */
export default function StaffProbationPage() {
  return (
    <StaffToolPage roles={['probation']}>
      <MessageEditor />
    </StaffToolPage>
  );
}

import { useEffect, useState } from 'react';
import { formatCourtDate, isSiteMessageResponse, type SiteMessageResponse } from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  apiRequest,
  registerTranslations,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { TextareaField } from '@court/kit/forms';
import { StaffForbidden, StaffForm, StaffGate, useStaffStore } from '@court/kit/staff';
import en from './en.json';
import es from './es.json';

registerTranslations('staffProbation', { en, es });

const MESSAGE_PATH = 'staff/drug-testing/message';

type MessageLoad =
  | { status: 'loading' }
  | { status: 'loaded'; data: SiteMessageResponse }
  | { status: 'forbidden' }
  | { status: 'failed' };

/** GET staff/drug-testing/message; a 401 means the session ended, so the gate asks again. */
function useMessageLoad(): { load: MessageLoad; retry: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; load: MessageLoad }>();
  useEffect(() => {
    let current = true;
    void apiRequest<unknown>('GET', MESSAGE_PATH).then((result) => {
      if (!current) return;
      if (!result.ok && result.status === 401) {
        clearStaffUser();
        return;
      }
      let load: MessageLoad;
      if (result.ok && isSiteMessageResponse(result.data))
        load = { status: 'loaded', data: result.data };
      else if (!result.ok && result.status === 403) load = { status: 'forbidden' };
      else load = { status: 'failed' };
      setAnswer({ attempt, load });
    });
    return () => {
      current = false;
    };
  }, [attempt, clearStaffUser]);
  return {
    load: answer?.attempt === attempt ? answer.load : { status: 'loading' },
    retry: () => setAttempt((previous) => previous + 1),
  };
}

function MessageEditor() {
  const { t } = useTranslation('staffProbation');
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, retry } = useMessageLoad();
  const [hasError, setHasError] = useState(false);
  // The date shown follows each save, without loading the page again.
  const [savedAt, setSavedAt] = useState<string | null>();

  if (load.status === 'forbidden') return <StaffForbidden />;
  const updatedAt =
    savedAt !== undefined ? savedAt : load.status === 'loaded' ? load.data.updatedAt : null;

  return (
    <div className="court-page">
      <PageHeading hasError={hasError}>{t('heading')}</PageHeading>
      <p>{t('intro')}</p>
      {load.status === 'loading' ? (
        <p className="court-loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      {load.status === 'failed' ? (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('failed')}</p>
            <button type="button" className="usa-button usa-button--outline" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}
      {load.status === 'loaded' ? (
        <>
          <p>
            {updatedAt
              ? t('lastUpdated', { date: formatCourtDate(updatedAt, language, { withTime: true }) })
              : t('neverUpdated')}
          </p>
          <StaffForm<{ message: string }, unknown>
            initialValues={{ message: load.data.message }}
            submit={async (values) => {
              const result = await apiRequest<unknown>('PUT', MESSAGE_PATH, values);
              if (!result.ok && result.status === 401) clearStaffUser();
              return result;
            }}
            onSuccess={(data) => setSavedAt(isSiteMessageResponse(data) ? data.updatedAt : null)}
            successMessage={t('saved')}
            submitLabel={t('save')}
            onErrorChange={setHasError}
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
      ) : null}
      <p>
        <LocalizedLink to="probation-drug-testing" className="usa-link">
          {t('publicPage')}
        </LocalizedLink>
      </p>
    </div>
  );
}

/** staff/probation: probation staff edit the message of the public drug-testing page. */
export default function StaffProbationPage() {
  return (
    <StaffGate roles={['probation']}>
      <MessageEditor />
    </StaffGate>
  );
}

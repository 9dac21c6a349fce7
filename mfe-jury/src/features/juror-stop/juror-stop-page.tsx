import { JUROR_STOP_ENDPOINT, formatCourtDate } from '@court/contract';
import { registerTranslations, useLanguage, useTranslation } from '@court/kit';
import { StopLinkPage } from '@court/kit/stop-link';
import { JuryContactList } from '../../shared/jury-contact-list/jury-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('juror-stop', { en, es });

/**
 * Where a juror's stop link leads (juror-unsubscribe?token=...): which service date's notices
 * the link stops, then the button that stops them, by mail and by text.
 */
export default function JurorStopPage() {
  const { t } = useTranslation('juror-stop');
  const language = useLanguage();
  return (
    <StopLinkPage
      endpoint={JUROR_STOP_ENDPOINT}
      response="jurorStopStatus"
      className="grid-container court-jury-page"
      words={{
        title: t('title'),
        loading: t('loading'),
        invalid: t('invalid'),
        failed: t('failed'),
        retry: t('retry'),
        confirm: t('confirm'),
      }}
      question={(status) => (
        <>
          <p>
            {status.serveDate
              ? t('question', {
                  date: formatCourtDate(status.serveDate, language, { withWeekday: true }),
                })
              : t('questionNoDate')}
          </p>
          <p>{t('explain')}</p>
        </>
      )}
      outcome={(_status, already) => (already ? t('already') : t('done'))}
    >
      <p>{t('serviceStill')}</p>
      <section aria-labelledby="juror-stop-contact-heading">
        <h2 id="juror-stop-contact-heading">{t('contactHeading')}</h2>
        <JuryContactList />
      </section>
    </StopLinkPage>
  );
}

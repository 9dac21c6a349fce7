import { useRef } from 'react';
import { formatCourtDate, type PublicCareerPosting } from '@court/contract';
import {
  NewTabNote,
  PageHeading,
  PhoneLink,
  useApiGet,
  registerTranslations,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { isSafeDocumentUrl } from '../../shared/document-url';
import { newestFirst } from '../../shared/newest-first';
import en from './en.json';
import es from './es.json';
import './careers.css';

registerTranslations('careers', { en, es });

function PostingLink({ posting }: { posting: PublicCareerPosting }) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  return (
    <>
      {isSafeDocumentUrl(posting.documentUrl) ? (
        <a href={posting.documentUrl} target="_blank" rel="noopener" className="usa-link">
          {posting.title}
          <span>{` (${t('kit:pdf')})`}</span>
          <NewTabNote />
        </a>
      ) : (
        <span>{posting.title}</span>
      )}
      <br />
      <time dateTime={posting.postedDate}>
        {t('posted', { date: formatCourtDate(posting.postedDate, language) })}
      </time>
    </>
  );
}

/** Employment opportunities: the court's active job postings, each linking to its PDF. */
export default function CareersPage() {
  const { t } = useTranslation('careers');
  const { load, reload } = useApiGet('careers', 'publicCareerPostings');
  const court = useCourtFacts();
  const openingsHeading = useRef<HTMLHeadingElement>(null);

  function retry() {
    reload();
    // The button disappears while loading; keep focus just above the results, not on the body.
    openingsHeading.current?.focus();
  }

  return (
    <div className="grid-container court-careers">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading" ref={openingsHeading} tabIndex={-1}>
          {t('openingsHeading')}
        </h2>
        {load.status === 'loading' && <p role="status">{t('loading')}</p>}
        {load.status === 'ready' && load.data.length === 0 && <p>{t('none')}</p>}
        {load.status === 'ready' && load.data.length > 0 && (
          <ul className="usa-list">
            {[...load.data].sort(newestFirst).map((posting) => (
              <li key={posting.id} className="court-careers__posting">
                <PostingLink posting={posting} />
              </li>
            ))}
          </ul>
        )}
        {(load.status === 'failed' || load.status === 'refused') && (
          <div className="usa-alert usa-alert--warning" role="alert">
            <div className="usa-alert__body">
              <h3 className="usa-alert__heading">{t('failed.heading')}</h3>
              <p className="usa-alert__text">
                {t('failed.body')} <PhoneLink phone={court.phone} />
              </p>
              {load.status === 'failed' && load.retryable && (
                <button type="button" className="usa-button court-careers__retry" onClick={retry}>
                  {t('failed.retry')}
                </button>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

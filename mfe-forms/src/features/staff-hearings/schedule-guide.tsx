import { useId } from 'react';
import { HEARING_FEED_COLUMNS } from '@court/contract';
import { useTranslation } from '@court/kit';
import { Trans } from '@court/kit/trans';
import {
  EXAMPLE_SCHEDULE_FILENAME,
  EXAMPLE_SCHEDULE_URL,
  SCHEDULE_MAX_MEGABYTES,
} from './schedule-file';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

/**
 * What a schedule file holds: its eight columns with what each means and how it may be written,
 * how a hearing is recognised from one schedule to the next, and an example file to start from.
 * Column names and sample values are written as the file has them, in English, whatever the
 * page's language, so a screen reader reads them as English words.
 */
export function ScheduleGuide() {
  const { t } = useTranslation(STAFF_HEARINGS_NS);
  const exampleHintId = useId();
  return (
    <>
      <h2>{t('guide.heading')}</h2>
      <p>{t('guide.format', { maxMegabytes: SCHEDULE_MAX_MEGABYTES })}</p>
      <ul className="usa-list">
        {HEARING_FEED_COLUMNS.map((column) => (
          <li key={column}>
            <code lang="en">{column}</code>:{' '}
            <Trans
              t={t}
              i18nKey={`guide.columns.${column}`}
              components={{ value: <code lang="en" /> }}
            />
          </li>
        ))}
      </ul>
      <p>{t('guide.identity')}</p>
      <p>
        <a
          className="usa-link"
          href={EXAMPLE_SCHEDULE_URL}
          download={EXAMPLE_SCHEDULE_FILENAME}
          aria-describedby={exampleHintId}
        >
          {t('guide.example')}
        </a>
        <br />
        <span id={exampleHintId} className="usa-hint">
          {t('guide.exampleHint')}
        </span>
      </p>
    </>
  );
}

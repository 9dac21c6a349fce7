import { useEffect, useRef, useState } from 'react';
import {
  API_BASE,
  formatCourtDate,
  type JurorRegistration,
  type JurorServeDateCount,
} from '@court/contract';
import { ScrollableTable, useApiGet, useLanguage, useTranslation } from '@court/kit';

import { LoadState } from './load-state';

const HEADING_ID = 'staff-jury-registrations-heading';
const LIST_HEADING_ID = 'staff-jury-registrations-list-heading';

function registrationsPath(serveDate: string): string {
  return `staff/jury/registrations?serveDate=${encodeURIComponent(serveDate)}`;
}

/** Where the CSV of a date downloads from: a plain link, sent with the session cookie. */
function csvUrl(serveDate: string): string {
  return `${API_BASE}/staff/jury/registrations.csv?serveDate=${encodeURIComponent(serveDate)}`;
}

interface ServeDatesTableProps {
  today: string;
  serveDates: readonly JurorServeDateCount[];
  onChoose: (serveDate: string) => void;
}

/** The service dates with their counts, each with a button that opens its list of jurors. */
function ServeDatesTable({ today, serveDates, onChoose }: ServeDatesTableProps) {
  const { t } = useTranslation('staffJury');
  const language = useLanguage();
  if (serveDates.length === 0) return <p>{t('registrations.none')}</p>;
  const when = (serveDate: string) =>
    serveDate === today ? 'today' : serveDate > today ? 'upcoming' : 'past';
  return (
    <ScrollableTable
      label={t('registrations.datesCaption')}
      caption={t('registrations.datesCaption')}
    >
      <thead>
        <tr>
          <th scope="col">{t('registrations.serveDate')}</th>
          <th scope="col">{t('registrations.when')}</th>
          <th scope="col">{t('registrations.count')}</th>
          <th scope="col">{t('registrations.stopped')}</th>
          <th scope="col">{t('registrations.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {serveDates.map(({ serveDate, registrations, stopped }) => {
          const date = formatCourtDate(serveDate, language, { withWeekday: true });
          return (
            <tr key={serveDate}>
              <th scope="row">
                <time dateTime={serveDate}>{date}</time>
              </th>
              <td>{t(`registrations.${when(serveDate)}`)}</td>
              <td>{registrations}</td>
              <td>{stopped}</td>
              <td>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => onChoose(serveDate)}
                >
                  {t('registrations.show')}
                  <span className="usa-sr-only"> {t('registrations.showFor', { date })}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** The jurors of one service date, with their contact details as they gave them. */
function RegistrationsTable({ registrations }: { registrations: readonly JurorRegistration[] }) {
  const { t } = useTranslation('staffJury');
  const language = useLanguage();
  if (registrations.length === 0) return <p>{t('registrations.noneForDate')}</p>;
  return (
    <ScrollableTable
      label={t('registrations.listCaption')}
      caption={t('registrations.listCaption')}
    >
      <thead>
        <tr>
          <th scope="col">{t('registrations.jurorNumber')}</th>
          <th scope="col">{t('registrations.lastName')}</th>
          <th scope="col">{t('registrations.email')}</th>
          <th scope="col">{t('registrations.cellphone')}</th>
          <th scope="col">{t('registrations.carrier')}</th>
          <th scope="col">{t('registrations.language')}</th>
          <th scope="col">{t('registrations.notices')}</th>
        </tr>
      </thead>
      <tbody>
        {registrations.map((registration) => (
          <tr key={registration.id}>
            <th scope="row">{registration.jurorNumber}</th>
            <td>{registration.lastName}</td>
            <td>{registration.email ?? t('registrations.notGiven')}</td>
            <td>{registration.cellphone ?? t('registrations.notGiven')}</td>
            <td>{registration.carrier ?? t('registrations.notGiven')}</td>
            <td>{t(`registrations.languages.${registration.language === 'es' ? 'es' : 'en'}`)}</td>
            <td>
              {registration.stoppedAt
                ? t('registrations.stoppedOn', {
                    date: formatCourtDate(registration.stoppedAt, language),
                  })
                : t('registrations.sending')}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/**
 * Jurors registered for notifications: the service dates with their counts, and for the date
 * chosen, its jurors and a CSV download.
 */
export function RegistrationsSection() {
  const { t } = useTranslation('staffJury');
  const language = useLanguage();
  const dates = useApiGet('staff/jury/service-dates', 'jurorServeDates');
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useApiGet(chosen === null ? null : registrationsPath(chosen), 'jurorRegistrations');
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The button pressed stays in the table; the list it opened is announced by its heading.
  useEffect(() => {
    if (chosen !== null) listHeading.current?.focus();
  }, [chosen]);

  return (
    <section className="court-staff-jury__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('registrations.heading')}</h2>
      <p>{t('registrations.intro')}</p>
      <LoadState load={dates.load} retry={dates.reload} loading={t('registrations.loading')} />
      {dates.load.status === 'ready' ? (
        <ServeDatesTable
          today={dates.load.data.today}
          serveDates={dates.load.data.serveDates}
          onChoose={setChosen}
        />
      ) : null}
      {chosen !== null ? (
        <div className="court-staff-jury__list">
          <h3 id={LIST_HEADING_ID} ref={listHeading} tabIndex={-1}>
            {t('registrations.listHeading', {
              date: formatCourtDate(chosen, language, { withWeekday: true }),
            })}
          </h3>
          <LoadState
            load={list.load}
            retry={list.reload}
            loading={t('registrations.loadingList')}
          />
          {list.load.status === 'ready' ? (
            <>
              <RegistrationsTable registrations={list.load.data.registrations} />
              <p>
                <a className="usa-link" href={csvUrl(chosen)} download>
                  {t('registrations.download')}
                </a>
              </p>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

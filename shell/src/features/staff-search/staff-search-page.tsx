import {
  formatCourtDate,
  SEARCH_MISS_RETENTION_DAYS,
  SEARCH_MISSES_ENDPOINT,
  type SearchMissList,
} from '@court/contract';
import {
  registerTranslations,
  ScrollableTable,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { StaffLoadState, StaffToolFrame, StaffToolPage } from '@court/kit/staff';
import en from './en.json';
import es from './es.json';

registerTranslations('shellStaffSearch', { en, es });

const MISSES_PATH = `staff/${SEARCH_MISSES_ENDPOINT}`;

function MissesTable({ list }: { list: SearchMissList }) {
  const { t } = useTranslation('shellStaffSearch');
  const language = useLanguage();
  if (list.misses.length === 0) return <p>{t('empty', { days: list.days })}</p>;
  return (
    <ScrollableTable label={t('label')} caption={t('caption')}>
      <thead>
        <tr>
          <th scope="col">{t('columns.query')}</th>
          <th scope="col">{t('columns.total')}</th>
          <th scope="col">{t('columns.english')}</th>
          <th scope="col">{t('columns.spanish')}</th>
          <th scope="col">{t('columns.lastSeen')}</th>
        </tr>
      </thead>
      <tbody>
        {list.misses.map((miss) => (
          <tr key={miss.query}>
            <th scope="row">{miss.query}</th>
            <td>{miss.total}</td>
            <td>{miss.counts.en}</td>
            <td>{miss.counts.es}</td>
            <td>
              <time dateTime={miss.lastSeen}>{formatCourtDate(miss.lastSeen, language)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function SearchMisses() {
  const { t } = useTranslation('shellStaffSearch');
  const { load, reload } = useApiGet(MISSES_PATH, 'searchMisses');
  return (
    <StaffToolFrame
      load={load}
      heading={t('heading')}
      intro={t('intro', { days: SEARCH_MISS_RETENTION_DAYS })}
    >
      {/* The address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}
      >
        {(list) => <MissesTable list={list} />}
      </StaffLoadState>
    </StaffToolFrame>
  );
}

/** /staff/search: what visitors searched for and did not find, for administrators. */
export function StaffSearchPage() {
  return (
    <StaffToolPage roles={['admin']}>
      <SearchMisses />
    </StaffToolPage>
  );
}

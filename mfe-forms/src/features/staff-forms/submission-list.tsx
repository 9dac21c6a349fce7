import { useEffect, useId } from 'react';
import { API_BASE, INBOX_FORMS, SUBMISSION_STATUSES, type SubmissionPage } from '@court/contract';
import {
  LocalizedLink,
  localizedPath,
  useApiGet,
  useLanguage,
  useNavigate,
  useTranslation,
} from '@court/kit';
import { DateField, SelectField, TextField } from '@court/kit/forms';
import { StaffForm, StaffLoadState, StaffToolFrame, useStaffToolErrors } from '@court/kit/staff';
import { SUBMISSIONS_CSV_PATH, SUBMISSIONS_PATH } from './inbox-api';
import {
  csvApiQuery,
  hasInboxFilters,
  type InboxFilters,
  inboxQuery,
  listApiQuery,
} from './inbox-query';
import { INBOX_PATH, submissionLinkId, SubmissionsTable } from './submissions-table';

interface ResultsProps {
  data: SubmissionPage;
  filters: InboxFilters;
  onOpen: (id: number) => void;
}

/** One page of the list, once loaded, with the download of the whole filtered list above it. */
function Results({ data, filters, onOpen }: ResultsProps) {
  const { t } = useTranslation('staffForms');
  const csvHintId = useId();
  const csvLink = (
    <p className="court-staff-forms__no-print">
      {/* A plain link: the browser downloads the file the API names, with the session. */}
      <a
        href={`${API_BASE}/${SUBMISSIONS_CSV_PATH}${csvApiQuery(filters)}`}
        className="usa-link"
        aria-describedby={csvHintId}
        download
      >
        {t('list.csv')}
      </a>
      <span id={csvHintId} className="usa-hint court-staff-forms__csv-hint">
        {t('list.csvHint')}
      </span>
    </p>
  );
  return <SubmissionsTable data={data} filters={filters} onOpen={onOpen} above={csvLink} />;
}

export interface SubmissionListProps {
  filters: InboxFilters;
  page: number;
  /** Told when a submission is opened from the list. */
  onOpen: (id: number) => void;
  /** The submission read last, whose link takes focus back once the list is shown; once. */
  takeReturnRow: () => string | null;
}

/** The inbox's list: filters in the address, one page of submissions, the CSV of the filter. */
export function SubmissionList({ filters, page, onOpen, takeReturnRow }: SubmissionListProps) {
  const { t } = useTranslation('staffForms');
  const navigate = useNavigate();
  const language = useLanguage();
  const filtersHeadingId = useId();
  const reportErrors = useStaffToolErrors();
  const { load, reload } = useApiGet(
    `${SUBMISSIONS_PATH}${listApiQuery(filters, page)}`,
    'submissionPage',
  );
  const isLoaded = load.status === 'ready';

  // Back from a submission, the reader continues from its line, not from the top of the page.
  useEffect(() => {
    if (!isLoaded) return;
    const id = takeReturnRow();
    if (id !== null) document.getElementById(submissionLinkId(id))?.focus();
  }, [isLoaded, takeReturnRow]);

  const initialErrors = load.status === 'refused' && load.reason === 'invalid' ? load : undefined;
  const search = inboxQuery(filters, page);

  return (
    <StaffToolFrame
      load={load}
      className="court-staff-forms"
      heading={t('heading')}
      intro={t('intro')}
    >
      <div className="court-staff-forms__no-print">
        <h2 id={filtersHeadingId}>{t('filters.heading')}</h2>
        <StaffForm<InboxFilters, never>
          // The address is the truth: the form starts over from it after every navigation (back
          // button included) and when the API rejects the filters it holds.
          key={`${search}|${initialErrors ? 'invalid' : ''}`}
          initialValues={filters}
          initialErrors={initialErrors}
          submit={(values) => {
            // A GET form: new filters are a new address, starting again at page 1.
            void navigate(`${localizedPath(INBOX_PATH, language)}${inboxQuery(values, 1)}`);
            return Promise.resolve(undefined);
          }}
          submitLabel={t('filters.apply')}
          onErrorChange={reportErrors}
          labelledBy={filtersHeadingId}
        >
          <SelectField
            name="form"
            label={t('filters.form')}
            hint={t('filters.formHint')}
            options={INBOX_FORMS.map((form) => ({ value: form, label: t(`forms.${form}`) }))}
          />
          <SelectField
            name="status"
            label={t('filters.status')}
            hint={t('filters.statusHint')}
            options={SUBMISSION_STATUSES.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            }))}
          />
          <DateField name="from" label={t('filters.from')} />
          <DateField name="to" label={t('filters.to')} />
          <TextField
            name="q"
            label={t('filters.q')}
            hint={t('filters.qHint')}
            spellCheck={false}
            autoComplete="off"
          />
        </StaffForm>
        {hasInboxFilters(filters) ? (
          <p>
            <LocalizedLink to={INBOX_PATH} className="usa-link">
              {t('filters.clear')}
            </LocalizedLink>
          </p>
        ) : null}
      </div>
      {/* A 404 is a fault; a 400 is filters in the address, which the form above now marks. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{
          loading: t('list.loading'),
          failed: t('list.failed'),
          retry: t('list.retry'),
          invalid: t('list.invalid'),
        }}
      >
        {(data) => <Results data={data} filters={filters} onOpen={onOpen} />}
      </StaffLoadState>
    </StaffToolFrame>
  );
}

import { useId } from 'react';
import {
  LocalizedLink,
  localizedPath,
  useApiGet,
  useLanguage,
  useLocation,
  useNavigate,
  useTranslation,
} from '@court/kit';
import { DateField, TextField } from '@court/kit/forms';
import {
  StaffForm,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffToolErrors,
} from '@court/kit/staff';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditQuery,
  hasAuditFilters,
  readAuditQuery,
} from './audit-query';
import { AUDIT_PATH, AuditTable } from './audit-table';
import './staff-translations';

/** The API's address of the page of the log that the address asks for. */
function auditApiPath(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams(auditQuery(filters, 1));
  params.set('page', String(page));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  return `${AUDIT_PATH}?${params.toString()}`;
}

function AuditLog() {
  const { t } = useTranslation('shellStaff');
  const { search } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const filtersHeadingId = useId();
  const reportErrors = useStaffToolErrors();
  const { filters, page } = readAuditQuery(search);
  // An answer for filters the admin has already changed is never shown: the hook keeps only the
  // answer for the path it was last given.
  const { load, reload } = useApiGet(auditApiPath(filters, page), 'auditPage');

  const initialErrors = load.status === 'refused' && load.reason === 'invalid' ? load : undefined;

  return (
    <StaffToolFrame load={load} heading={t('audit.heading')} intro={t('audit.intro')}>
      <h2 id={filtersHeadingId}>{t('audit.filtersHeading')}</h2>
      <StaffForm<AuditFilters, never>
        // The address is the truth: the form starts over from it after every navigation (back
        // button included) and when the API rejects the filters it holds.
        key={`${search}|${initialErrors ? 'invalid' : ''}`}
        initialValues={filters}
        initialErrors={initialErrors}
        submit={(values) => {
          // A GET form: new filters are a new address, starting again at page 1.
          void navigate(`${localizedPath(AUDIT_PATH, language)}${auditQuery(values, 1)}`);
          return Promise.resolve(undefined);
        }}
        submitLabel={t('audit.apply')}
        onErrorChange={reportErrors}
        labelledBy={filtersHeadingId}
      >
        <TextField
          name="action"
          label={t('audit.action')}
          hint={t('audit.actionHint')}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
        />
        <TextField
          name="actor"
          label={t('audit.actor')}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
        />
        <DateField name="from" label={t('audit.from')} />
        <DateField name="to" label={t('audit.to')} />
      </StaffForm>
      {hasAuditFilters(filters) ? (
        <p>
          <LocalizedLink to={AUDIT_PATH} className="usa-link">
            {t('audit.clear')}
          </LocalizedLink>
        </p>
      ) : null}
      {/* A 404 is a fault; a 400 is filters in the address, which the form above now marks. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{
          loading: t('audit.loading'),
          failed: t('audit.failed'),
          retry: t('audit.retry'),
          invalid: t('audit.invalid'),
        }}
      >
        {(data) => <AuditTable data={data} filters={filters} />}
      </StaffLoadState>
    </StaffToolFrame>
  );
}

/** /staff/audit: the audit log for administrators, filtered and paged through the address. */
export function AuditPage() {
  return (
    <StaffToolPage roles={['admin']}>
      <AuditLog />
    </StaffToolPage>
  );
}

export default AuditPage;

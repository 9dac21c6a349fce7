import { useEffect, useId, useState } from 'react';
import type { AuditPage as AuditPageData } from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  apiRequest,
  localizedPath,
  useLanguage,
  useLocation,
  useNavigate,
  useTranslation,
} from '@court/kit';
import { DateField, TextField } from '@court/kit/forms';
import {
  StaffForbidden,
  StaffForm,
  StaffGate,
  useStaffStore,
  type StaffFormErrors,
} from '@court/kit/staff';
import {
  AUDIT_PAGE_SIZE,
  auditQuery,
  hasAuditFilters,
  readAuditQuery,
  type AuditFilters,
} from './audit-query';
import { AuditTable } from './audit-table';
import './staff-translations';

const AUDIT_PATH = 'staff/audit';

type AuditLoad =
  | { status: 'loading' }
  | { status: 'loaded'; data: AuditPageData }
  | { status: 'invalid'; errors: StaffFormErrors }
  | { status: 'forbidden' }
  | { status: 'failed' };

function isAuditPage(value: unknown): value is AuditPageData {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AuditPageData, unknown>>;
  return (
    Array.isArray(candidate.entries) &&
    typeof candidate.page === 'number' &&
    typeof candidate.pageSize === 'number' &&
    typeof candidate.total === 'number'
  );
}

/**
 * Fetches the page of the log the address asks for. A 401 means the session ended: the store
 * forgets the user and the gate offers the sign-in again.
 */
function useAuditLoad(filters: AuditFilters, page: number): { load: AuditLoad; retry: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: AuditLoad }>();
  const params = new URLSearchParams(auditQuery(filters, 1));
  params.set('page', String(page));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  const path = `staff/audit?${params.toString()}`;
  const key = `${path}#${attempt}`;

  useEffect(() => {
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      let load: AuditLoad;
      if (result.ok) {
        load = isAuditPage(result.data)
          ? { status: 'loaded', data: result.data }
          : { status: 'failed' };
      } else if (result.status === 401) {
        clearStaffUser();
        return;
      } else if (result.status === 403) {
        load = { status: 'forbidden' };
      } else if (result.status === 400) {
        load = { status: 'invalid', errors: { errors: result.errors, error: result.error } };
      } else {
        load = { status: 'failed' };
      }
      setAnswer({ key, load });
    });
    // An answer for filters the admin has already changed must not be shown.
    return () => {
      current = false;
    };
  }, [path, key, clearStaffUser]);

  return {
    load: answer?.key === key ? answer.load : { status: 'loading' },
    retry: () => setAttempt((previous) => previous + 1),
  };
}

interface PagingProps {
  filters: AuditFilters;
  page: number;
  pages: number;
}

function Paging({ filters, page, pages }: PagingProps) {
  const { t } = useTranslation('shellStaff');
  return (
    <nav aria-label={t('audit.pagesLabel')} className="court-audit__paging">
      {page > 1 ? (
        <LocalizedLink
          to={`${AUDIT_PATH}${auditQuery(filters, page - 1)}`}
          className="usa-link"
          aria-label={t('audit.previousLabel', { page: page - 1 })}
        >
          {t('audit.previous')}
        </LocalizedLink>
      ) : null}
      <span>{t('audit.pageOf', { page, pages })}</span>
      {page < pages ? (
        <LocalizedLink
          to={`${AUDIT_PATH}${auditQuery(filters, page + 1)}`}
          className="usa-link"
          aria-label={t('audit.nextLabel', { page: page + 1 })}
        >
          {t('audit.next')}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}

function AuditResults({
  load,
  retry,
  filters,
}: {
  load: AuditLoad;
  retry: () => void;
  filters: AuditFilters;
}) {
  const { t } = useTranslation('shellStaff');
  const language = useLanguage();
  switch (load.status) {
    case 'loading':
      return (
        <p className="court-loading" role="status">
          {t('audit.loading')}
        </p>
      );
    case 'failed':
      return (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('audit.failed')}</p>
            <button type="button" className="usa-button usa-button--outline" onClick={retry}>
              {t('audit.retry')}
            </button>
          </div>
        </div>
      );
    case 'invalid':
      return <p>{t('audit.invalid')}</p>;
    case 'forbidden':
      return null;
    case 'loaded': {
      const { entries, page, pageSize, total } = load.data;
      if (entries.length === 0) {
        return (
          <p role="status">{t(hasAuditFilters(filters) ? 'audit.emptyFiltered' : 'audit.empty')}</p>
        );
      }
      const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
      return (
        <>
          <AuditTable
            entries={entries}
            first={(page - 1) * pageSize + 1}
            total={total}
            language={language}
          />
          <Paging filters={filters} page={page} pages={pages} />
        </>
      );
    }
  }
}

function AuditLog() {
  const { t } = useTranslation('shellStaff');
  const { search } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const filtersHeadingId = useId();
  const [hasError, setHasError] = useState(false);
  const { filters, page } = readAuditQuery(search);
  const { load, retry } = useAuditLoad(filters, page);

  if (load.status === 'forbidden') return <StaffForbidden />;
  const initialErrors = load.status === 'invalid' ? load.errors : undefined;

  return (
    <div className="court-page">
      <PageHeading hasError={hasError}>{t('audit.heading')}</PageHeading>
      <p>{t('audit.intro')}</p>
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
        onErrorChange={setHasError}
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
      <AuditResults load={load} retry={retry} filters={filters} />
    </div>
  );
}

/** /staff/audit: the audit log for administrators, filtered and paged through the address. */
export function AuditPage() {
  return (
    <StaffGate roles={['admin']}>
      <AuditLog />
    </StaffGate>
  );
}

export default AuditPage;

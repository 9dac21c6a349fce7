/** The audit log's filters, as typed in the form and kept in the address. */
export interface AuditFilters {
  action: string;
  actor: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_NAMES = ['action', 'actor', 'from', 'to'] as const;

/** Entries per page; the API caps what it accepts. */
export const AUDIT_PAGE_SIZE = 25;

/** Reads the filters and the page number from a location's query string. */
export function readAuditQuery(search: string): { filters: AuditFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters: AuditFilters = { action: '', actor: '', from: '', to: '' };
  for (const name of AUDIT_FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filters, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/**
 * The query string for filters and a page, "" when there is nothing to say. Empty filters and
 * page 1 are left out, so the plain address and a cleared form are the same bookmark.
 */
export function auditQuery(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when any filter is set. */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_NAMES.some((name) => filters[name] !== '');
}

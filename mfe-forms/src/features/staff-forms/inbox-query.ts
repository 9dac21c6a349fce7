/** The inbox's filters, as typed in the form and kept in the address. */
export interface InboxFilters {
  form: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

const INBOX_FILTER_NAMES = ['form', 'status', 'from', 'to', 'q'] as const;

/** Submissions per page; the API caps what it accepts. */
export const INBOX_PAGE_SIZE = 25;

/** What the address says: the list's filters and page, and the submission opened, if any. */
export interface InboxQuery {
  filters: InboxFilters;
  page: number;
  /** The `id` parameter as written (unchecked), or null on the list. */
  id: string | null;
}

/** Reads the filters, the page number and the opened submission from a query string. */
export function readInboxQuery(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  const filters: InboxFilters = { form: '', status: '', from: '', to: '', q: '' };
  for (const name of INBOX_FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const id = params.get('id');
  return {
    filters,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    id: id === null ? null : id.trim(),
  };
}

function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of INBOX_FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  return params;
}

/**
 * The query string of a view of the inbox, "" when there is nothing to say. Empty filters and
 * page 1 are left out, so the plain address and a cleared form are the same bookmark; `id`
 * opens one submission and keeps the list's filters for the way back.
 */
export function inboxQuery(filters: InboxFilters, page: number, id?: number | string): string {
  const params = filterParams(filters);
  if (page > 1) params.set('page', String(page));
  if (id !== undefined) params.set('id', String(id));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query for one page of the list: the filters, the page and its size. */
export function listApiQuery(filters: InboxFilters, page: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('pageSize', String(INBOX_PAGE_SIZE));
  return `?${params.toString()}`;
}

/** The CSV export's query: the same filters, every page. */
export function csvApiQuery(filters: InboxFilters): string {
  const query = filterParams(filters).toString();
  return query ? `?${query}` : '';
}

/** True when any filter is set. */
export function hasInboxFilters(filters: InboxFilters): boolean {
  return INBOX_FILTER_NAMES.some((name) => filters[name] !== '');
}

/** A submission id the API can take: digits only, so nothing else reaches the request path. */
export function isSubmissionId(id: string): boolean {
  return /^\d{1,9}$/.test(id);
}

import {
  csvApiQuery,
  hasInboxFilters,
  inboxQuery,
  isSubmissionId,
  listApiQuery,
  readInboxQuery,
} from './inbox-query';

const NO_FILTERS = { form: '', status: '', from: '', to: '', q: '' };

describe('inbox query', () => {
  it('reads filters, page and id from the address, trimmed', () => {
    expect(readInboxQuery('?form=interpreter&q=%20Jones%20&page=3&id=12')).toEqual({
      filters: { ...NO_FILTERS, form: 'interpreter', q: 'Jones' },
      page: 3,
      id: '12',
    });
  });

  it('starts at page 1 when the page is missing or not a number', () => {
    expect(readInboxQuery('').page).toBe(1);
    expect(readInboxQuery('?page=abc').page).toBe(1);
    expect(readInboxQuery('?page=-2').page).toBe(1);
    expect(readInboxQuery('').id).toBeNull();
  });

  it('leaves empty filters and page 1 out of the address, and keeps the id last', () => {
    expect(inboxQuery(NO_FILTERS, 1)).toBe('');
    expect(inboxQuery({ ...NO_FILTERS, status: 'new' }, 2, 7)).toBe('?status=new&page=2&id=7');
  });

  it('asks the API for a page with its size, and the CSV for every page', () => {
    const filters = { ...NO_FILTERS, from: '2026-03-01', q: 'DP-2026' };
    expect(listApiQuery(filters, 2)).toBe('?from=2026-03-01&q=DP-2026&page=2&pageSize=25');
    expect(csvApiQuery(filters)).toBe('?from=2026-03-01&q=DP-2026');
    expect(csvApiQuery(NO_FILTERS)).toBe('');
  });

  it('says whether any filter is set', () => {
    expect(hasInboxFilters(NO_FILTERS)).toBe(false);
    expect(hasInboxFilters({ ...NO_FILTERS, to: '2026-03-01' })).toBe(true);
  });

  it('takes only digits for a submission id', () => {
    expect(isSubmissionId('123')).toBe(true);
    expect(isSubmissionId('12/processed')).toBe(false);
    expect(isSubmissionId('')).toBe(false);
    expect(isSubmissionId('1234567890')).toBe(false);
  });
});

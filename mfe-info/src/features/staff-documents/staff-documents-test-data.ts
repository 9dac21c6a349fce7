import { screen } from '@testing-library/react';
import type { StaffDocument, StaffDocumentList, StaffUser } from '@court/contract';
import { jsonResponse, type FetchStandIn } from '@court/kit/testing';

// Documents and answers of the API as the staff document tests use them.

export const DOCUMENTS_CLERK: StaffUser = {
  username: 'dclerk',
  displayName: 'Dee Clerk',
  roles: ['documents'],
  secondFactor: false,
};

export const LIST_URL = '/api/muni/staff/documents';

export const CIVIL: StaffDocument = {
  slug: 'costs-civil',
  group: 'fees',
  title: { en: 'Civil', es: 'Civil' },
  url: '/documents/costs-civil.pdf',
  retiredAt: null,
  replacedBy: null,
  currentVersionId: 12,
  versions: [
    {
      id: 12,
      sha256: 'a'.repeat(64),
      size: 1.5 * 1024 * 1024,
      pages: 3,
      uploadedAt: '2026-03-02T15:00:00.000Z',
      uploadedBy: 'dclerk',
      fileUrl: '/api/muni/staff/documents/costs-civil/versions/12/file',
    },
    {
      id: 4,
      sha256: 'b'.repeat(64),
      size: 48213,
      pages: null,
      uploadedAt: '2026-01-05T14:00:00.000Z',
      uploadedBy: null,
      fileUrl: '/api/muni/staff/documents/costs-civil/versions/4/file',
    },
  ],
};

/** A document with one file, from the first catalog. */
function firstCatalogDocument(
  slug: string,
  group: StaffDocument['group'],
  title: StaffDocument['title'],
  id: number,
): StaffDocument {
  return {
    slug,
    group,
    title,
    url: `/documents/${slug}.pdf`,
    retiredAt: null,
    replacedBy: null,
    currentVersionId: id,
    versions: [
      {
        id,
        sha256: 'c'.repeat(64),
        size: 20480,
        pages: 1,
        uploadedAt: '2026-01-05T14:00:00.000Z',
        uploadedBy: null,
        fileUrl: `/api/muni/staff/documents/${slug}/versions/${id}/file`,
      },
    ],
  };
}

export const CRIMINAL = firstCatalogDocument(
  'costs-criminal-traffic',
  'fees',
  { en: 'Criminal/Traffic', es: 'Penal/Tránsito' },
  5,
);
export const WAIVER = firstCatalogDocument(
  'costs-waiver-bureau',
  'fees',
  { en: 'Waiver Bureau', es: 'Oficina de Pagos sin Comparecencia' },
  6,
);
export const LOCAL_RULES = firstCatalogDocument(
  'local-rules',
  'court',
  { en: 'Local Rules of Court', es: 'Reglas locales del tribunal' },
  7,
);
export const OLD_FEES: StaffDocument = {
  ...firstCatalogDocument('costs-2025', 'fees', { en: 'Costs 2025', es: 'Costos 2025' }, 8),
  retiredAt: '2026-02-10T17:30:00.000Z',
  replacedBy: 'costs-civil',
};
export const OLD_NOTICE: StaffDocument = {
  ...firstCatalogDocument(
    'holiday-notice',
    'court',
    { en: 'Holiday Notice', es: 'Aviso de días festivos' },
    9,
  ),
  retiredAt: '2026-02-11T17:30:00.000Z',
};

/** The library as the API lists it: listed documents by group, then the retired ones. */
export const LIBRARY: StaffDocumentList = {
  documents: [CIVIL, CRIMINAL, WAIVER, LOCAL_RULES, OLD_FEES, OLD_NOTICE],
};

/**
 * Answers GET staff/documents with `list` (read at each call, so a test can change it); other
 * calls go to `handle`, and a call it has no answer for is a 500.
 */
export function serveDocuments(
  fetchMock: FetchStandIn,
  list: () => StaffDocumentList,
  handle: (url: string, init: RequestInit) => Response | undefined = () => undefined,
): void {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === LIST_URL)
      return Promise.resolve(jsonResponse(200, list()));
    return Promise.resolve(jsonResponse(500));
  });
}

/** The calls made with `method` (to `url`, when given). */
export function callsTo(fetchMock: FetchStandIn, method: string, url?: string) {
  return fetchMock.mock.calls.filter(
    ([callUrl, init]) => init.method === method && (url === undefined || callUrl === url),
  );
}

/** The JSON body of the only call made with `method` to `url`. */
export function sentBody(fetchMock: FetchStandIn, method: string, url: string): unknown {
  const calls = callsTo(fetchMock, method, url);
  if (calls.length !== 1) throw new Error(`${calls.length} ${method} calls to ${url}, not 1`);
  const [[, init]] = calls as [[string, RequestInit]];
  return JSON.parse(String(init.body)) as unknown;
}

/** The block of the document whose heading reads `title`. */
export function documentItem(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`the heading ${title} is not in a document's block`);
  return item;
}

/** A PDF as a person would choose it; `size` stands in for a large file's length. */
export function pdfFile(name: string, size?: number): File {
  const file = new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * `text` as a whole-text pattern whose spaces match any space: dates and times are written with a
 * narrow no-break space before AM/PM by some versions of Intl, with a plain one by others.
 */
export function spaced(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s');
  return new RegExp(`^${escaped}$`);
}

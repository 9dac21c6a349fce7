// The slowest jest suite (about five minutes on two cores): FUZZ_RUNS cases (200) for each of
// the staff API's routes, on each database, every case a real request through the whole app.
// The routes are dealt alternately to the files that call fuzzStaffEndpoints, so jest's workers
// fuzz them side by side instead of one worker holding the whole suite while the others finish.
import fc from 'fast-check';
import type request from 'supertest';
import {
  CAREER_POSTING_FIELDS,
  INBOX_FORMS,
  STAFF_ROLES,
  SUBMISSION_STATUSES,
} from '@court/contract';
import { createSamplePdf } from '../documents/sample-pdf';
import { STAFF_API_BASE } from '../platform/http/staff-api';
import { seedSampleData } from '../seed';
import { submitForm } from '../testing/form-client';
import { insertRegistration } from '../testing/juror-registration-fixtures';
import { listStaffRoutes, type StaffRoute } from '../testing/staff-routes';
import {
  createTestStaff,
  signInBrowser,
  TEST_PASSWORD,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import type { TestApp } from '../testing/test-app';
import { forEachFuzzApp, FUZZ_RUNS, isApiErrorBody, PUBLIC_FORMS, sendRaw } from './fuzz-fixtures';
import {
  deeplyNestedJson,
  hostileBody,
  hostileMultipart,
  hostilePathSegment,
  hostileQuery,
  hostileRawRequest,
  type MultipartPart,
  type RawBody,
} from './request-arbitraries';

/** The account the cases run as: it holds every role, so no guard turns a case away. */
const FUZZER = 'fuzzer';

/**
 * The account fuzzed sign-ins name: their failures slow sign-ins to this name, never to the
 * fuzzer's. One that succeeds replaces the browser's session (the agent keeps the new cookie)
 * with a session of this account, which holds every role too.
 */
const SIGN_IN_TARGET = 'target';

/**
 * Signing out would end the session every other case uses, so DELETE /session runs each case
 * on a browser signed in for it. A sign-in costs an argon2 hash: it gets fewer cases.
 */
const SIGN_OUT = 'DELETE /session';

const PDF = createSamplePdf(['Deputy Clerk', 'Apply by April 1.']);

/** The test clock's today at the court is Monday 2 March 2026; jurors serve on the Tuesday. */
const SERVE_DATE = '2026-03-03';

const NOTICE = {
  serveDate: SERVE_DATE,
  noticeText: 'No need to report.',
  when: 'later',
  sendDate: '2026-03-02',
  sendTime: '18:00',
};

/** A body each route takes, for the fuzzer to damage; a route not named here gets {}. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /session': { username: SIGN_IN_TARGET, password: TEST_PASSWORD },
  'PUT /drug-testing/message': { message: 'Testing is closed on Friday.' },
  'PUT /juror/message': { message: 'Jurors: call after 5 p.m.' },
  'POST /careers': {
    title: 'Deputy Clerk',
    postedDate: '03/02/2026',
    docBase64: `data:application/pdf;base64,${PDF.toString('base64')}`,
  },
  'PATCH /careers/:id': { title: 'Deputy Clerk II', active: false },
  'POST /jury/notices': NOTICE,
  'POST /accounts': {
    username: 'newclerk',
    displayName: 'New Clerk',
    email: 'newclerk@example.org',
    roles: ['jury'],
  },
  'PATCH /accounts/:username': { roles: ['jury'], disabled: false },
};

/** Routes whose success is a download, with its content type; every other answers JSON. */
const DOWNLOAD_TYPES: Record<string, string> = {
  'GET /forms/submissions.csv': 'text/csv',
  'GET /jury/registrations.csv': 'text/csv',
  'GET /careers/:id/document': 'application/pdf',
  'GET /documents/:slug/versions/:id/file': 'application/pdf',
  'GET /hearings/imports/:id/report': 'text/csv',
};

const INBOX_QUERY = {
  form: 'interpreter',
  status: 'new',
  q: 'Ana',
  from: '2026-03-01',
  to: '2026-03-02',
};

/** A query each list or export takes, for the fuzzer to damage; others get random ones. */
const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /audit': {
    page: '1',
    pageSize: '25',
    action: 'staff.sign-in',
    actor: FUZZER,
    from: '2026-03-01',
    to: '2026-03-02T15:00:00Z',
  },
  'GET /forms/submissions': { page: '1', pageSize: '25', ...INBOX_QUERY },
  'GET /forms/submissions.csv': INBOX_QUERY,
  'GET /jury/registrations': { serveDate: SERVE_DATE },
  'GET /jury/registrations.csv': { serveDate: SERVE_DATE },
};

/** A new careers posting as the admin page uploads it. */
const POSTING_UPLOAD: MultipartPart[] = [
  { name: CAREER_POSTING_FIELDS.title, content: Buffer.from('Deputy Clerk') },
  { name: CAREER_POSTING_FIELDS.postedDate, content: Buffer.from('2026-03-02') },
  {
    name: CAREER_POSTING_FIELDS.document,
    content: PDF,
    filename: 'posting.pdf',
    type: 'application/pdf',
  },
];

/** Every parameter staff lists and exports read, and values that pass their checks. */
const QUERY_NAMES = [
  'page',
  'pageSize',
  'action',
  'actor',
  'from',
  'to',
  'form',
  'status',
  'q',
  'serveDate',
];
const QUERY_VALUES = [...INBOX_FORMS, ...SUBMISSION_STATUSES, FUZZER, 'staff.sign-in'];

const ROUTES = listStaffRoutes();

interface StaffCase {
  params: string[];
  query: string;
  /** None for GET; else JSON, or raw bytes with their content type and encoding. */
  body: { json: unknown } | RawBody | null;
}

function keyOf(route: StaffRoute): string {
  return `${route.method} ${route.path}`;
}

function caseFor(route: StaffRoute): fc.Arbitrary<StaffCase> {
  const paramCount = route.path.match(/:\w+/g)?.length ?? 0;
  const query = hostileQuery(VALID_QUERIES[keyOf(route)] ?? {}, QUERY_NAMES, QUERY_VALUES);
  if (route.method === 'GET') {
    return fc.record({
      params: fc.array(hostilePathSegment, { minLength: paramCount, maxLength: paramCount }),
      query,
      body: fc.constant(null),
    });
  }
  const raw = hostileRawRequest.map(({ contentType, contentEncoding, body }): RawBody => ({
    contentType,
    contentEncoding,
    body: Buffer.from(body, 'utf8'),
  }));
  return fc.record({
    params: fc.array(hostilePathSegment, { minLength: paramCount, maxLength: paramCount }),
    query: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, query),
    body: fc.oneof(
      {
        weight: 4,
        arbitrary: hostileBody(VALID_BODIES[keyOf(route)] ?? {}).map((json) => ({ json })),
      },
      { weight: 1, arbitrary: raw },
      {
        weight: 1,
        arbitrary: deeplyNestedJson.map((text): RawBody => ({
          contentType: 'application/json',
          body: Buffer.from(text),
        })),
      },
      { weight: 1, arbitrary: hostileMultipart(POSTING_UPLOAD) },
    ),
  });
}

type Agent = TestBrowser['agent'];

const OPEN: Record<string, (agent: Agent, url: string) => request.Test> = {
  GET: (agent, url) => agent.get(url),
  POST: (agent, url) => agent.post(url),
  PUT: (agent, url) => agent.put(url),
  PATCH: (agent, url) => agent.patch(url),
  DELETE: (agent, url) => agent.delete(url),
};

function urlOf(route: StaffRoute, { params, query }: StaffCase): string {
  let index = 0;
  const path = route.path.replace(/:\w+/g, () => params[index++] ?? '');
  return `${STAFF_API_BASE}${path}${query ? `?${query}` : ''}`;
}

function send(browser: TestBrowser, route: StaffRoute, fuzzCase: StaffCase): request.Test {
  const open = OPEN[route.method];
  if (!open) throw new Error(`no fuzz call for ${route.method}`);
  const call = open(browser.agent, urlOf(route, fuzzCase)).set(browser.xsrf);
  const { body } = fuzzCase;
  if (body === null) return call;
  if ('json' in body) {
    return call.set('Content-Type', 'application/json').send(JSON.stringify(body.json));
  }
  call.set('Content-Type', body.contentType);
  if (body.contentEncoding) call.set('Content-Encoding', body.contentEncoding);
  return sendRaw(call, body.body);
}

/** What is wrong with an answer, or undefined when it is one the API documents. */
function problemWith(route: StaffRoute, response: request.Response): string | undefined {
  const { status } = response;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 500) return 'a server error';
  if (status >= 400) {
    if (!type.startsWith('application/json')) return `an error as ${type || 'no type'}`;
    if (!isApiErrorBody(response.body)) return 'an error without its message';
    // The session holds every role: a guard refusing it would mean the case never got past it.
    if (route.allowedRoles !== null && (status === 401 || status === 403)) {
      return 'the all-roles session refused';
    }
    return undefined;
  }
  if (status === 204) return response.text ? 'a body on 204' : undefined;
  if (status < 200 || status >= 300) return 'an unexpected status';
  const expected = DOWNLOAD_TYPES[keyOf(route)] ?? 'application/json';
  return type.startsWith(expected) ? undefined : `${type || 'no type'} instead of ${expected}`;
}

/** Rows for the ids and filters the cases name: postings, submissions, a juror and a notice. */
async function storeRows(t: TestApp, browser: TestBrowser): Promise<void> {
  await seedSampleData(t.database.db, t.clock);
  for (const form of PUBLIC_FORMS) {
    const response = await submitForm(t.server, form.path, form.valid);
    if (response.status !== 200) throw new Error(`${form.path} was not stored`);
  }
  await insertRegistration(t.database.db, {
    jurorNumber: '1001',
    serveDate: SERVE_DATE,
    email: 'juror@example.org',
  });
  await browser.agent
    .post(`${STAFF_API_BASE}/jury/notices`)
    .set(browser.xsrf)
    .send(NOTICE)
    .expect(201);
}

/**
 * Fuzzes the staff routes whose place in the list leaves `part` when divided by `of`: each test
 * file takes one part.
 */
export function fuzzStaffEndpoints({ part, of }: { part: number; of: number }): void {
  forEachFuzzApp((fuzzApp) =>
    staffEndpointCases(
      fuzzApp,
      ROUTES.filter((_, index) => index % of === part),
    ),
  );
}

function staffEndpointCases(fuzzApp: () => TestApp, routes: StaffRoute[]): void {
  let t: TestApp;
  let browser: TestBrowser;

  beforeAll(async () => {
    t = fuzzApp();
    await createTestStaff(t, FUZZER, STAFF_ROLES);
    await createTestStaff(t, SIGN_IN_TARGET, STAFF_ROLES);
    browser = await signInBrowser(t, FUZZER);
    await storeRows(t, browser);
  });

  for (const route of routes) {
    const key = keyOf(route);
    it(`answers ${key} as documented, never with a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (fuzzCase) => {
          const client = key === SIGN_OUT ? await signInBrowser(t, FUZZER) : browser;
          const response = await send(client, route, fuzzCase);
          const problem = problemWith(route, response);
          if (problem !== undefined) {
            throw new Error(
              `${route.method} ${urlOf(route, fuzzCase).slice(0, 300)} answered ${response.status}, ${problem}: ${String(response.text).slice(0, 300)}`,
            );
          }
        }),
        { numRuns: key === SIGN_OUT ? Math.ceil(FUZZ_RUNS / 4) : FUZZ_RUNS },
      );
    });
  }
}

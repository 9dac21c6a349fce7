import { i18n } from '../i18n/i18n';
import { apiRequest, apiUpload, setStepUpPrompt, type UploadProgress } from './api-client';
import { fakeUploads, jsonResponse, standInForFetch, type FakeUploads } from '../testing';

type FetchCall = [input: string, init: RequestInit];

/** The n-th fetch call, failing the test clearly when there was none. */
function fetchCall(calls: FetchCall[], index: number): FetchCall {
  const call = calls[index];
  if (!call) throw new Error(`fetch was called ${calls.length} times, not ${index + 1}`);
  return call;
}

describe('apiRequest', () => {
  const fetchMock = standInForFetch();

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    i18n.changeLanguage('en');
  });

  it('sends cookies and the visitor language, and returns typed data', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'hello' }));
    const result = await apiRequest<{ message: string }>('GET', 'juror/message');
    expect(result).toEqual({ ok: true, status: 200, data: { message: 'hello' } });
    const [url, init] = fetchCall(fetchMock.mock.calls, 0);
    expect(url).toBe('/api/muni/juror/message');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en' });
    expect(init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('copies the XSRF cookie into the header of a POST', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    await apiRequest('POST', 'forms/interpreter', { fullName: 'Ana' });
    const [, init] = fetchCall(fetchMock.mock.calls, 0);
    expect(init.headers).toMatchObject({
      'X-XSRF-TOKEN': 'abc 123',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe(JSON.stringify({ fullName: 'Ana' }));
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 1 }));
    const form = new FormData();
    form.append('title', 'Deputy Clerk');
    form.append('document', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'job.pdf');
    await apiRequest('POST', 'staff/careers', form);
    const [, init] = fetchCall(fetchMock.mock.calls, 0);
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'abc' });
  });

  it('fetches the XSRF cookie first when the page has none', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh; path=/';
      return jsonResponse(204, undefined);
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    await apiRequest('POST', 'contact-us', {});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/muni/xsrf',
      '/api/muni/contact-us',
    ]);
    expect(fetchCall(fetchMock.mock.calls, 1)[1].headers).toMatchObject({
      'X-XSRF-TOKEN': 'fresh',
    });
  });

  it('reports a network failure as retryable, in the visitor language', async () => {
    i18n.changeLanguage('es');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await apiRequest('GET', 'careers');
    expect(result).toMatchObject({ ok: false, kind: 'network', retryable: true, errors: {} });
    expect(!result.ok && result.error).toMatch(/No pudimos comunicarnos con el tribunal/);
  });

  it('passes on the API field errors of a 400 and does not offer a retry', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: 'Fix these', errors: { email: 'Enter your e-mail address.' } }),
    );
    const result = await apiRequest('GET', 'careers');
    expect(result).toEqual({
      ok: false,
      kind: 'http',
      status: 400,
      retryable: false,
      error: 'Fix these',
      errors: { email: 'Enter your e-mail address.' },
      requestId: undefined,
      body: { error: 'Fix these', errors: { email: 'Enter your e-mail address.' } },
    });
  });

  it('passes on the body of a refusal of its own shape, for the page to read', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const refusal = { applied: false, errors: [{ row: 3, column: 'status', message: 'Fix' }] };
    fetchMock.mockResolvedValueOnce(jsonResponse(400, refusal));
    const result = await apiRequest('POST', 'staff/hearings/imports', new FormData());
    expect(result).toMatchObject({ ok: false, status: 400, errors: {}, body: refusal });
    expect(!result.ok && result.error).toMatch(/Something went wrong on our side/);
  });

  it('treats a 503 without a body as retryable with a general message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, undefined));
    const result = await apiRequest('GET', 'careers');
    expect(result).toMatchObject({ ok: false, status: 503, retryable: true });
    expect(!result.ok && result.error).toMatch(/Something went wrong on our side/);
  });
});

describe('apiUpload', () => {
  const fetchMock = standInForFetch();
  let uploads: FakeUploads;

  function pdfForm(): FormData {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'civil.pdf');
    return form;
  }

  beforeEach(() => {
    uploads = fakeUploads();
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    i18n.changeLanguage('en');
  });

  afterEach(() => uploads.restore());

  it('sends the form as apiRequest would, reporting progress until the answer', async () => {
    const seen: UploadProgress[] = [];
    const form = pdfForm();
    const result = apiUpload<{ slug: string }>(
      'POST',
      'staff/documents/costs-civil/versions',
      form,
      {
        onProgress: (progress) => seen.push(progress),
      },
    );
    const upload = await uploads.next();
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/api/muni/staff/documents/costs-civil/versions',
      withCredentials: true,
    });
    expect(upload.body).toBe(form);
    expect(upload.headers).toMatchObject({
      'X-XSRF-TOKEN': 'abc',
      'Accept-Language': 'en',
      Accept: 'application/json',
    });
    // The browser writes the multipart Content-Type with its boundary.
    expect(upload.headers).not.toHaveProperty('Content-Type');

    await upload.progress(1024, 4096);
    await upload.progress(4096, 4096);
    expect(seen).toEqual([
      { loaded: 1024, total: 4096 },
      { loaded: 4096, total: 4096 },
    ]);
    await upload.respond(201, { slug: 'costs-civil' });
    expect(await result).toEqual({ ok: true, status: 201, data: { slug: 'costs-civil' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the XSRF cookie first when the page has none', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh; path=/';
      return jsonResponse(204, undefined);
    });
    const result = apiUpload('POST', 'staff/documents', pdfForm());
    const upload = await uploads.next();
    expect(fetchCall(fetchMock.mock.calls, 0)[0]).toBe('/api/muni/xsrf');
    expect(upload.headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
    await upload.respond(201, {});
    expect(await result).toMatchObject({ ok: true });
  });

  it.each([
    [
      'field errors of a file too large',
      413,
      { error: 'Some answers need your attention.', errors: { file: 'Choose a smaller file.' } },
    ],
    ['a refusal with its request id', 403, { error: 'Not allowed.', requestId: 'req-9' }],
    ['a 503 without a body', 503, undefined],
    ['a 429', 429, { error: 'Too many requests.' }],
  ])('reads %s exactly as apiRequest does', async (_case, status, body) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
    const fetched = await apiRequest('POST', 'staff/documents', pdfForm());
    const result = apiUpload('POST', 'staff/documents', pdfForm());
    await (await uploads.next()).respond(status, body);
    expect(await result).toEqual(fetched);
    expect(fetched.ok).toBe(false);
  });

  it('reports a dropped connection as a retryable network failure, in the visitor language', async () => {
    i18n.changeLanguage('es');
    const result = apiUpload('POST', 'staff/documents', pdfForm());
    await (await uploads.next()).fail();
    const failure = await result;
    expect(failure).toMatchObject({ ok: false, kind: 'network', status: 0, retryable: true });
    expect(!failure.ok && failure.error).toMatch(/No pudimos comunicarnos con el tribunal/);
  });

  it('stops the upload when its signal is aborted', async () => {
    const controller = new AbortController();
    const result = apiUpload('POST', 'staff/documents', pdfForm(), { signal: controller.signal });
    const upload = await uploads.next();
    controller.abort();
    expect(upload.isAborted()).toBe(true);
    expect(await result).toMatchObject({ ok: false, kind: 'browser', retryable: false });
  });

  describe('when the API asks for the second factor again', () => {
    const stepUp = { error: 'Confirm it is you.', stepUp: 'factor', factors: ['passkey'] };
    const prompt = jest.fn<Promise<boolean>, [readonly string[]]>();
    let removePrompt: () => void;

    beforeEach(() => {
      prompt.mockReset();
      removePrompt = setStepUpPrompt(prompt);
    });

    afterEach(() => removePrompt());

    it('sends the same form again once the person has proved it', async () => {
      prompt.mockResolvedValueOnce(true);
      const form = pdfForm();
      const result = apiUpload('POST', 'staff/documents', form);
      await (await uploads.next()).respond(403, stepUp);
      const again = await uploads.next();
      expect(prompt).toHaveBeenCalledWith(['passkey']);
      expect(again.body).toBe(form);
      await again.respond(201, { slug: 'costs-civil' });
      expect(await result).toEqual({ ok: true, status: 201, data: { slug: 'costs-civil' } });
    });

    it('leaves the upload refused when the person gives up', async () => {
      prompt.mockResolvedValueOnce(false);
      const result = apiUpload('POST', 'staff/documents', pdfForm());
      await (await uploads.next()).respond(403, stepUp);
      expect(await result).toMatchObject({ ok: false, status: 403, stepUp: 'factor' });
      expect(uploads.sent).toHaveLength(1);
    });
  });
});

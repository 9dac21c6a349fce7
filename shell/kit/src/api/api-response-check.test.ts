import type { HearingImport } from '@court/contract';
import type { ApiResult } from './api-client';
import { checkedRefusal } from './api-response-check';

const REFUSED: HearingImport = {
  id: 9,
  importedAt: '2026-03-05T14:00:00.000Z',
  source: 'upload',
  importedBy: 'scheduler',
  applied: false,
  counts: { rows: 1, added: 0, moved: 0, cancelled: 0, disappeared: 0, unchanged: 0 },
  errors: [{ row: 2, column: 'status', message: 'Write the status as scheduled.' }],
  errorCount: 1,
  reportUrl: '/api/muni/staff/hearings/imports/9/report',
};

function refusal(status: number, body: unknown): ApiResult<unknown> {
  return {
    ok: false,
    kind: 'http',
    status,
    retryable: status >= 500,
    error: 'Something went wrong on our side.',
    errors: {},
    body,
  };
}

describe('checkedRefusal', () => {
  it('gives the record a refusal carries when it has the shape named', async () => {
    expect(await checkedRefusal(refusal(400, REFUSED), 'hearingImport')).toEqual(REFUSED);
  });

  it('gives null for messages by field, an answer of another shape, or no answer', async () => {
    const fieldErrors = { error: 'Fix these', errors: { file: 'upload.tooLarge' } };
    expect(await checkedRefusal(refusal(413, fieldErrors), 'hearingImport')).toBeNull();
    expect(
      await checkedRefusal(refusal(400, { ...REFUSED, errors: 'many' }), 'hearingImport'),
    ).toBeNull();
    expect(await checkedRefusal(refusal(503, undefined), 'hearingImport')).toBeNull();
    const network: ApiResult<unknown> = {
      ok: false,
      kind: 'network',
      status: 0,
      retryable: true,
      error: 'No connection',
      errors: {},
    };
    expect(await checkedRefusal(network, 'hearingImport')).toBeNull();
  });

  it('gives null for a success, which is no refusal', async () => {
    const applied = { ...REFUSED, applied: true, errors: [], errorCount: 0 };
    expect(
      await checkedRefusal({ ok: true, status: 201, data: applied }, 'hearingImport'),
    ).toBeNull();
  });
});

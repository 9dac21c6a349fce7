import { boolean } from 'yup';
import { dayNoticeRequestSchema } from '@court/contract/schemas';
import type { SignedInStaff } from '../authorization';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { TestClock } from '../../testing/test-app';
import {
  dayNoticeService,
  type CountedPart,
  type DayNoticeRow,
  type ListedPart,
  type NoticeAuditContext,
} from './day-notice-service';

/**
 * The service with a kind of its own, kept in memory: what it does with whatever a kind brings,
 * apart from any feature's tables. The database is there for its transactions.
 */

type DrillRow = DayNoticeRow<'drillDate', { loud: number }>;
type DrillPart = ListedPart<'personId'> & CountedPart<'personId'> & { badge: string };

const STAFF: SignedInStaff = {
  id: 1,
  username: 'warden',
  displayName: 'Warden',
  roles: ['content'],
  secondFactor: false,
};

function part(deliveryId: number, personId: number, fields: Partial<DrillPart> = {}): DrillPart {
  return {
    noticeId: 1,
    deliveryId,
    personId,
    badge: `B${personId}`,
    channel: 'email',
    destination: `p${personId}@example.org`,
    deliveryStatus: 'queued',
    reason: null,
    part: 1,
    outboxStatus: 'pending',
    attempts: 0,
    lastError: null,
    ...fields,
  };
}

describe('day notices, whatever their kind', () => {
  let database: TestDatabase;
  let rows: DrillRow[];
  let parts: DrillPart[];
  let audits: { action: string; subjectId: string; details: Record<string, unknown> }[];
  let dispatched: { id: number; audit: NoticeAuditContext }[];
  const clock = new TestClock('2026-03-02T15:00:00.000Z');

  const service = dayNoticeService({
    role: 'content',
    day: 'drillDate',
    form: {
      schema: dayNoticeRequestSchema({
        day: { field: 'drillDate', required: 'drill.day.required', past: 'drill.day.past' },
        maxLength: 20,
      }).shape({ loud: boolean().strict().typeError('drill.loud').default(false) }),
      extra: ({ loud }) => ({ loud }),
    },
    columns: ({ loud }) => ({ loud: loud ? 1 : 0 }),
    shown: (row) => ({ loud: row.loud === 1 }),
    schedule: (requested, { loud }) => (loud ? new Date(requested.getTime() + 60_000) : requested),
    audit: {
      record: (_db, _clock, _context, event) => {
        audits.push(event);
        return Promise.resolve();
      },
      action: 'drill.notice',
      subjectType: 'drill_notice',
      created: ({ day, message }) => ({ drillDate: day, length: message.length }),
    },
    notices: {
      find: (_db, id) => Promise.resolve(rows.find((row) => row.id === id)),
      latest: (_db, limit) => Promise.resolve([...rows].reverse().slice(0, limit)),
      insert: (_db, notice) => {
        rows.push({ ...notice, id: rows.length + 1 });
        return Promise.resolve(rows.length);
      },
      cancelScheduled: (_db, id) => {
        const row = rows.find((candidate) => candidate.id === id);
        if (row?.status !== 'scheduled') return Promise.resolve(false);
        row.status = 'cancelled';
        return Promise.resolve(true);
      },
    },
    deliveries: {
      personId: 'personId',
      counted: (_db, ids) =>
        Promise.resolve(parts.filter((row) => ids.includes(row.noticeId ?? 0))),
      listed: (_db, id) => Promise.resolve(parts.filter((row) => row.noticeId === id)),
      person: (row) => ({ badge: row.badge }),
    },
    upcoming: (_db, fromDay, limit) => Promise.resolve([{ fromDay, limit }]),
    sampleStopLink: (config) => `stop:${config.sms.sender}`,
    dispatch: (_deps, id, _now, audit) => {
      dispatched.push({ id, audit });
      return Promise.resolve(null);
    },
  });

  const deps = () => ({ db: database.db, clock, config: { sms: { sender: 'none' as const } } });
  const asked = { drillDate: '2026-03-03', noticeText: 'Leave calmly.', when: 'now' };

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    rows = [];
    parts = [];
    audits = [];
    dispatched = [];
  });

  afterEach(async () => {
    await database.drop();
  });

  it('writes a notice with its audit row, and sends it at once only when it is due', async () => {
    const now = await service.create(deps(), STAFF, asked, 'req-1');
    const later = await service.create(deps(), STAFF, { ...asked, loud: true }, 'req-2');
    expect(Object.keys(now)).toEqual([
      'id',
      'drillDate',
      'message',
      'loud',
      'sendAt',
      'status',
      'createdBy',
      'createdAt',
      'sentAt',
      'counts',
      'recipients',
    ]);
    expect(later).toMatchObject({ loud: true, sendAt: '2026-03-02T15:01:00.000Z' });
    expect(rows.map((row) => row.loud)).toEqual([0, 1]);
    expect(dispatched).toEqual([{ id: 1, audit: { actor: 'warden', requestId: 'req-1' } }]);
    expect(audits).toEqual([
      {
        action: 'drill.notice.create',
        subjectType: 'drill_notice',
        subjectId: '1',
        details: { drillDate: '2026-03-03', length: 13 },
      },
      expect.objectContaining({ action: 'drill.notice.create', subjectId: '2' }),
    ]);
  });

  it('tells every problem at once, the kind’s own included, and stores nothing', async () => {
    await expect(
      service.create(
        deps(),
        STAFF,
        { noticeText: 'Leave calmly, and now.', when: 'soon', loud: 'very' },
        'req',
      ),
    ).rejects.toMatchObject({
      errors: {
        drillDate: 'drill.day.required',
        noticeText: 'notice.message.tooLong',
        when: 'notice.when.required',
        loud: 'drill.loud',
      },
    });
    expect(rows).toEqual([]);
    expect(audits).toEqual([]);
  });

  it('counts people once whatever their channels, and lists each delivery', async () => {
    await service.create(deps(), STAFF, asked, 'req');
    parts = [
      part(1, 7, { outboxStatus: 'sent' }),
      part(2, 7, { channel: 'sms', part: 1 }),
      part(2, 7, { channel: 'sms', part: 2, outboxStatus: 'failed', lastError: 'gone' }),
      part(3, 8, { deliveryStatus: 'unreachable', reason: 'noCarrier', part: null }),
      part(4, 9, { noticeId: 2 }),
    ];
    const detail = await service.get(deps(), STAFF, 1);
    expect(detail.counts).toEqual({ recipients: 2, queued: 0, sent: 1, failed: 1, unreachable: 1 });
    expect(detail.recipients).toEqual([
      expect.objectContaining({ badge: 'B7', channel: 'email', state: 'sent' }),
      expect.objectContaining({ badge: 'B7', channel: 'sms', state: 'failed', reason: 'gone' }),
      expect.objectContaining({ badge: 'B8', state: 'unreachable', parts: 0 }),
    ]);
    const list = await service.list(deps(), STAFF);
    expect(list).toEqual({
      notices: [expect.objectContaining({ id: 1, counts: detail.counts })],
      upcoming: [{ fromDay: '2026-03-02', limit: 30 }],
      textsEnabled: false,
      sampleStopLink: 'stop:none',
    });
  });

  it('cancels a scheduled notice once, audited; 404 for one unknown', async () => {
    await service.create(deps(), STAFF, { ...asked, loud: true }, 'req');
    expect(await service.cancel(deps(), STAFF, 1, 'req-c')).toMatchObject({ status: 'cancelled' });
    await expect(service.cancel(deps(), STAFF, 1, 'req-c')).rejects.toMatchObject({
      status: 409,
      code: 'notice.notScheduled',
    });
    await expect(service.cancel(deps(), STAFF, 2, 'req-c')).rejects.toMatchObject({ status: 404 });
    expect(audits.at(-1)).toEqual({
      action: 'drill.notice.cancel',
      subjectType: 'drill_notice',
      subjectId: '1',
      details: { drillDate: '2026-03-03', sendAt: '2026-03-02T15:01:00.000Z' },
    });
  });

  it('lets only the kind’s role in', async () => {
    const clerk = { ...STAFF, roles: ['jury' as const] };
    await expect(service.list(deps(), clerk)).rejects.toMatchObject({ status: 403 });
    await expect(service.get(deps(), null, 1)).rejects.toMatchObject({ status: 401 });
  });
});

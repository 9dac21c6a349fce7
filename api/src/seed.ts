import type { Kysely } from 'kysely';
import { COURT_INFO, addCalendarDays, courtDateOf, dayOfWeek } from '@court/contract';
import { hasAnyCareerPosting, insertCareerPosting, storeCareerDocument } from './careers';
import { createSamplePdf } from './documents';
import { HEARINGS_CONFIG_VARIABLES, importHearingSchedule } from './hearings';
import { findSiteMessage, insertSiteMessage, type SiteMessageKey } from './messages';
import type { Clock } from './platform/clock';
import { readConfig } from './platform/config/config-table';
import type { Database } from './platform/database/schema';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The Monday of the week after `date`, written like "March 2, 2026". */
function nextWeekLabel(date: Date): string {
  const daysToMonday = (8 - date.getUTCDay()) % 7 || 7;
  return addDays(date, daysToMonday).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function samplePostingPdf(title: string): Buffer {
  return createSamplePdf([
    'SAMPLE JOB POSTING',
    title,
    `${COURT_INFO.name} - sample website`,
    'This is a sample, not a real job opening.',
  ]);
}

export interface SeedReport {
  siteMessages: number;
  careerPostings: number;
  hearings: number;
}

/** The court days (Monday to Friday) after a court date, the first `count` of them. */
function nextCourtDays(today: string, count: number): string[] {
  const days: string[] = [];
  for (let day = addCalendarDays(today, 1); days.length < count; day = addCalendarDays(day, 1)) {
    if (dayOfWeek(day) >= 1 && dayOfWeek(day) <= 5) days.push(day);
  }
  return days;
}

/** A small hearing schedule over the next court days, so the reminder sign-up can be tried. */
function sampleSchedule(today: string): Buffer {
  const [first = today, second = today, third = today, fourth = today] = nextCourtDays(today, 4);
  const lines = [
    'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status',
    `2026TRD01234,Sample,Alex,${first},09:00,Arraignment,Courtroom 2,scheduled`,
    `2026CRB00567,Ejemplo,María,${second},13:30,Pretrial,Zoom,scheduled`,
    `2026CVI00089,Sample,Jordan,${third},10:00,Small Claims Hearing,Courtroom 1,scheduled`,
    `2026CVG00412,Sample,Taylor,${fourth},08:30,Eviction Hearing,Courtroom 3,continued`,
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * Fills an empty database with sample content: the juror and drug-testing messages, three
 * career postings (two active, one expired) and a small hearing schedule. Whatever already
 * exists is left alone.
 */
export async function seedSampleData(db: Kysely<Database>, clock: Clock): Promise<SeedReport> {
  const now = clock.now();
  const report: SeedReport = { siteMessages: 0, careerPostings: 0, hearings: 0 };
  const messages: Record<SiteMessageKey, string> = {
    juror: `Jurors scheduled for the week of ${nextWeekLabel(now)}: please call or text the on-call line at ${COURT_INFO.juryOnCallPhone} after 5:00 p.m. the evening before your first day of service. (Sample message.)`,
    'drug-testing': `Probation drug testing is open today from 8:45 to 11:45 AM and from 1:30 to 4:00 PM. Bring your photo ID. (Sample message.)`,
  };
  for (const [key, message] of Object.entries(messages) as [SiteMessageKey, string][]) {
    if (await findSiteMessage(db, key)) continue;
    await insertSiteMessage(db, key, message, now.toISOString());
    report.siteMessages += 1;
  }
  if (!(await hasAnyCareerPosting(db))) {
    const postings = [
      { title: 'Deputy Clerk - Civil Division (Sample)', daysAgo: 3, active: 1 },
      { title: 'Probation Officer (Sample)', daysAgo: 10, active: 1 },
      { title: 'Bailiff (Sample, expired)', daysAgo: 90, active: 0 },
    ];
    for (const posting of postings) {
      await db.transaction().execute(async (trx) => {
        const documentId = await storeCareerDocument(
          trx,
          samplePostingPdf(posting.title),
          now.toISOString(),
        );
        await insertCareerPosting(trx, {
          title: posting.title,
          documentId,
          postedDate: isoDate(addDays(now, -posting.daysAgo)),
          active: posting.active,
          createdAt: now.toISOString(),
        });
      });
      report.careerPostings += 1;
    }
  }
  const hasSchedule = await db.selectFrom('hearingImport').select('id').limit(1).executeTakeFirst();
  if (!hasSchedule) {
    // Only a database without any schedule is seeded, so nothing is taken off: the defaults do.
    const sample = await importHearingSchedule(
      { db, clock, config: readConfig(HEARINGS_CONFIG_VARIABLES, {}) },
      sampleSchedule(courtDateOf(now)),
      { source: 'upload', name: 'sample-data', actor: 'system', requestId: 'sample-data' },
      'en',
    );
    report.hearings = sample.counts.added;
  }
  return report;
}

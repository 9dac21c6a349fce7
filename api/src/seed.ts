import type { Kysely } from 'kysely';
import { COURT_INFO } from '@court/contract';
import { hasAnyCareerPosting, insertCareerPosting, storeCareerDocument } from './careers';
import { createSamplePdf } from './documents';
import { findSiteMessage, insertSiteMessage } from './messages';
import type { Clock } from './platform/clock';
import type { Database, SiteMessageKey } from './platform/database/schema';

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
}

/**
 * Fills an empty database with sample content: the juror and drug-testing messages and three
 * career postings (two active, one expired). Whatever already exists is left alone.
 */
export async function seedSampleData(db: Kysely<Database>, clock: Clock): Promise<SeedReport> {
  const now = clock.now();
  const report: SeedReport = { siteMessages: 0, careerPostings: 0 };
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
  return report;
}

import type { Kysely } from 'kysely';
import type { Language } from '@court/contract';
import type { Database } from '../platform/database/schema';

/** Adds one to a query's count of searches that found nothing on a day, in a language. */
export async function countSearchMiss(
  db: Kysely<Database>,
  miss: { query: string; language: Language; day: string },
): Promise<void> {
  await db
    .insertInto('searchMiss')
    .values({ ...miss, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['query', 'language', 'day'])
        .doUpdateSet((eb) => ({ count: eb('searchMiss.count', '+', 1) })),
    )
    .execute();
}

export interface SearchMissTotals {
  query: string;
  total: number;
  en: number;
  es: number;
  lastSeen: string;
}

/**
 * The queries that found nothing on `firstDay` or later, the most frequent first (then the most
 * recent, then alphabetical), with their counts per language and the last day seen.
 */
export async function listFrequentSearchMisses(
  db: Kysely<Database>,
  firstDay: string,
  limit: number,
): Promise<SearchMissTotals[]> {
  const rows = await db
    .selectFrom('searchMiss')
    .select((eb) => [
      'query',
      eb.fn.sum<number | string>('count').as('total'),
      eb.fn
        .sum<number | string>(
          eb.case().when('language', '=', 'en').then(eb.ref('count')).else(0).end(),
        )
        .as('en'),
      eb.fn
        .sum<number | string>(
          eb.case().when('language', '=', 'es').then(eb.ref('count')).else(0).end(),
        )
        .as('es'),
      eb.fn.max('day').as('lastSeen'),
    ])
    .where('day', '>=', firstDay)
    .groupBy('query')
    .orderBy('total', 'desc')
    .orderBy('lastSeen', 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
  // PostgreSQL sums integers as bigint, which its driver hands over as text.
  return rows.map((row) => ({
    query: row.query,
    total: Number(row.total),
    en: Number(row.en),
    es: Number(row.es),
    lastSeen: row.lastSeen,
  }));
}

/** Deletes the counts of days before `firstKeptDay`; returns how many rows went. */
export async function deleteSearchMissesBefore(
  db: Kysely<Database>,
  firstKeptDay: string,
): Promise<number> {
  const result = await db
    .deleteFrom('searchMiss')
    .where('day', '<', firstKeptDay)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { Kysely } from 'kysely';
import {
  COURT_FACT_NAMES,
  COURT_INFO,
  courtFactChanges,
  isRecord,
  type CourtFactChange,
  type CourtInfo,
} from '@court/contract';
import { courtFactsSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { checkWithSchema, type ContentKindDefinition } from './content-kind';
import { readPublishedContent } from './content-service';

/**
 * The court's name, clerk, address, phones, e-mail addresses and external sites. A version saved
 * before a fact existed lacks it: that fact keeps its default, so an old version still renders
 * every page whole.
 */
export const COURT_FACTS: ContentKindDefinition<CourtInfo, CourtFactChange> = {
  kind: 'court-facts',
  fields: COURT_FACT_NAMES,
  defaults: COURT_INFO,
  parse(stored) {
    const facts = { ...COURT_INFO };
    if (isRecord(stored)) {
      for (const name of COURT_FACT_NAMES) {
        const value = stored[name];
        if (typeof value === 'string') facts[name] = value;
      }
    }
    return facts;
  },
  // Every fact checked by its kind: a phone, an e-mail address, a ZIP code, an https address.
  check: (input) => checkWithSchema(courtFactsSchema, input),
  changes: courtFactChanges,
};

/** The court facts the site shows at `at`. */
export function readPublishedCourtFacts(db: Kysely<Database>, at: Date): Promise<CourtInfo> {
  return readPublishedContent(db, COURT_FACTS, at);
}

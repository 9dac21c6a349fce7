import { alertsPath, courtDateOf, type EarliestHearingDateResponse } from '@court/contract';
import { earliestZoomHearingDate } from '../forms/definitions/zoom-hearing-form';
import { listPublicCareerPostings } from '../services/careers-service';
import { listDocumentsByGroup } from '../services/documents-service';
import { listPublicAlerts } from '../services/site-alert-service';
import { getSiteMessage } from '../services/site-message-service';
import type { RouteDeps } from './route-deps';

/** The answer of a public GET endpoint, keyed by its path (and query) under the API base. */
export type PageDataSources = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * What the public pages ask the API for as they load. The endpoints answer with these, and the
 * server renders the pages with them, so a page is served with its juror message or job list in
 * place instead of fetching it after the first paint.
 */
export function publicPageDataSources({ db, clock }: RouteDeps): PageDataSources {
  return {
    [alertsPath('en')]: () => listPublicAlerts({ db, clock }, 'en'),
    [alertsPath('es')]: () => listPublicAlerts({ db, clock }, 'es'),
    'juror/message': () => getSiteMessage(db, 'juror'),
    'drug-testing/message': () => getSiteMessage(db, 'drug-testing'),
    careers: () => listPublicCareerPostings(db),
    documents: () => Promise.resolve(listDocumentsByGroup()),
    'forms/zoom-hearing/earliest-date': () => {
      const body: EarliestHearingDateResponse = {
        earliestDate: earliestZoomHearingDate(courtDateOf(clock.now())),
      };
      return Promise.resolve(body);
    },
  };
}

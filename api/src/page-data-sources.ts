import {
  FOOTER_DOCUMENTS_PATH,
  LATEST_ANNUAL_REPORTS_PATH,
  REMINDER_OPTIONS_PATH,
  alertsPath,
  courtDateOf,
  latestAnnualReports,
  type EarliestHearingDateResponse,
} from '@court/contract';
import { listPublicAlerts } from './alerts';
import { listPublicCareerPostings } from './careers';
import { contentPageDataSources } from './content';
import { earliestZoomHearingDate, formReceiptPageData } from './forms';
import { PUBLIC_FORMS } from './public-api-routes';
import { reminderOptions, reminderStopLinks } from './hearings';
import { jurorStopLinks } from './jury';
import { getSiteMessage } from './messages';
import type { Logger } from './platform/logger';
import { stopLinkPageData } from './platform/stop-links/stop-links';
import type { RouteDeps } from './route-deps';
import { searchPageData, type SiteSearch } from './search';
import type { PageDataSources, RequestPageData } from './site';

/**
 * What the public pages ask the API for as they load. The endpoints answer with these, and the
 * server renders the pages with them, so a page is served with its juror message or job list in
 * place instead of fetching it after the first paint.
 */
export function publicPageDataSources(
  { db, clock, config, documents, contentCopy }: RouteDeps,
  log: Logger,
): PageDataSources {
  return {
    ...contentPageDataSources({ db, clock, copy: contentCopy, log }),
    [alertsPath('en')]: () => listPublicAlerts({ db, clock }, 'en'),
    [alertsPath('es')]: () => listPublicAlerts({ db, clock }, 'es'),
    'juror/message': () => getSiteMessage(db, 'juror'),
    'drug-testing/message': () => getSiteMessage(db, 'drug-testing'),
    careers: () => listPublicCareerPostings(db),
    documents: () => documents.listing(),
    [FOOTER_DOCUMENTS_PATH]: () => documents.footerDocuments(),
    [LATEST_ANNUAL_REPORTS_PATH]: async () => latestAnnualReports(await documents.listing()),
    [REMINDER_OPTIONS_PATH]: () => Promise.resolve(reminderOptions(config)),
    'forms/zoom-hearing/earliest-date': () => {
      const body: EarliestHearingDateResponse = {
        earliestDate: earliestZoomHearingDate(courtDateOf(clock.now())),
      };
      return Promise.resolve(body);
    },
  };
}

/**
 * What a page shows for its address alone: the results page's search (/search?q=jury), the
 * confirmation of a form sent without the script (/contact-us?sent=...) and what a stop link
 * stops (/juror-unsubscribe?token=...), read for each request and written into the page as the
 * sources above are, so they are in its HTML and the page's script starts from them.
 */
export function publicRequestPageData(
  deps: RouteDeps,
  search: SiteSearch,
  log: Logger,
): RequestPageData {
  const { db, clock } = deps;
  const formReceipt = formReceiptPageData(PUBLIC_FORMS, deps);
  const stopPage = stopLinkPageData([jurorStopLinks(deps), reminderStopLinks(deps)], log);
  return async (pathname, query) =>
    (await formReceipt(pathname, query)) ??
    (await stopPage(pathname, query)) ??
    searchPageData({ db, clock, search, log }, pathname, query);
}

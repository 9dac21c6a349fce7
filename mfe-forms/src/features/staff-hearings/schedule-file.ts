import { HEARING_FEED_COLUMNS, HEARING_FEED_MAX_BYTES } from '@court/contract';

/** The largest schedule the API takes, as the page states it. */
export const SCHEDULE_MAX_MEGABYTES = HEARING_FEED_MAX_BYTES / (1024 * 1024);

/** A schedule of three hearings, written the ways an export may write dates, times and statuses. */
const EXAMPLE_LINES = [
  HEARING_FEED_COLUMNS.join(','),
  '2026TRD01234,Garcia,Ana,2026-12-08,09:00,Arraignment,Courtroom 2,scheduled',
  '2026 CVG 00077,Smith,Sam,12/9/2026,1:30 PM,Pretrial,Zoom,continued',
  '2026CRB00100,Lee,Kim,2026-12-10,13:30,Sentencing,Courtroom 1,cancelled',
];

/**
 * The example schedule as a data: address that the download link carries itself: the shell has
 * no folder of static files, and such an address needs no request, no object URL to free, and
 * renders the same on the server.
 */
export const EXAMPLE_SCHEDULE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `${EXAMPLE_LINES.join('\r\n')}\r\n`,
)}`;

/** The name the browser saves the example under. */
export const EXAMPLE_SCHEDULE_FILENAME = 'hearing-schedule-example.csv';

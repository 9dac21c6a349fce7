import type {
  ApiResponseName,
  ApiResponses,
  NoticeCounts,
  JurorNoticeRecipient,
  NoticeStatus,
} from '@court/contract';

/** A notice to everyone signed up for a day, as the kit's pieces show it. */
export interface DayNotice {
  id: number;
  /** The day (YYYY-MM-DD) whose people receive it: a service date, a hearing date. */
  date: string;
  message: string;
  /** Whether it goes at any hour; set only where the tool offers the choice. */
  emergency?: boolean;
  /** When it goes (or went): an instant, shown in the court's time zone. */
  sendAt: string;
  status: NoticeStatus;
  counts: NoticeCounts;
}

/** One recipient of a notice on one channel. */
export interface DayNoticeRecipient extends Pick<
  JurorNoticeRecipient,
  'lastName' | 'channel' | 'destination' | 'state' | 'reason' | 'attempts'
> {
  /** Who it is, as the tool knows them: a juror number, a case number. */
  reference: string;
}

/** A coming day with people signed up, and how many the tool counts for it. */
export interface UpcomingDay {
  date: string;
  count: number;
}

/** The notices of a tool, with what its form needs. */
export interface DayNoticeList {
  /** Newest first. */
  notices: readonly DayNotice[];
  upcoming: readonly UpcomingDay[];
  /** False when the court sends no texts: notices go by e-mail only. */
  textsEnabled: boolean;
  /** A stop link as long as a real one, so the form counts a text's parts right. */
  sampleStopLink: string;
}

/**
 * One tool's notices endpoint and how its answers read in the kit's terms. GET `path` lists the
 * notices (answer `list`), POST `path` writes one, GET `path/:id` is one notice with its
 * recipients (answer `detail`), POST `path/:id/cancel` cancels one still scheduled; a write
 * answers `written`. The form's fields carry the names the API reads and names its errors by:
 * `dateField`, then noticeText, when, sendDate, sendTime and emergency, which both tools share.
 */
export interface DayNoticesEndpoint<
  L extends ApiResponseName,
  D extends ApiResponseName,
  W extends ApiResponseName,
> {
  path: string;
  /** Name of the date field: the day whose people receive the notice. */
  dateField: string;
  /** Longest notice the API takes. */
  maxLength: number;
  /** The API takes an emergency flag: a notice that is not one waits out the night hours. */
  offersEmergency: boolean;
  list: L;
  readList: (answer: ApiResponses[L]) => DayNoticeList;
  detail: D;
  readRecipients: (answer: ApiResponses[D]) => readonly DayNoticeRecipient[];
  written: W;
  readWritten: (answer: ApiResponses[W]) => DayNotice;
}

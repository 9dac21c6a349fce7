export { DayNoticesSection, type DayNoticesSectionProps } from './day-notices-section';
export type { DayNoticesWords } from './day-notices-translations';
export type {
  DayNotice,
  DayNoticeList,
  DayNoticeRecipient,
  DayNoticesEndpoint,
  UpcomingDay,
} from './day-notice';

// The court's hearing schedule: imported from the case-management system's CSV export (staff
// upload, the court's own job, or a watched folder), compared with the last import; and the
// court-date reminders it drives: sign-up with confirmed contacts, reminders before each
// hearing, notices of changes, staff day notices, and the way out.
export { createHearingsRouter, registerHearingFeedRoute } from './hearings-routes';
export { HearingFolderWatcher } from './hearing-folder-watcher';
export { importHearingSchedule } from './hearing-import-service';
export { courtDateReminderForm } from './court-date-reminder-form';
export { reminderOptions } from './reminder-signup-service';
export {
  BEFORE_YOUR_HEARING_PATHS,
  REMINDER_STOP_PATH,
  createHearingDayNoticesRouter,
  registerBeforeYourHearingLinks,
  registerReminderRoutes,
} from './reminders-routes';
export { reminderStopLinks } from './reminder-stop-service';
export { queueChangeNotices, queueDueReminders } from './reminder-scheduler';
export { dispatchDueDayNotices } from './hearing-day-notice-service';
export { deleteExpiredReminderCodeQuotas } from './reminder-code-quota';
export { purgeReminderSignups } from './reminder-retention-service';
export { HEARINGS_CONFIG_VARIABLES } from './hearings-config';

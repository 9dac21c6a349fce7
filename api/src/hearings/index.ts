// The court's hearing schedule: imported from the case-management system's CSV export (staff
// upload, the court's own job, or a watched folder), compared with the last import.
export { createHearingsRouter, registerHearingFeedRoute } from './hearings-routes';
export { HearingFolderWatcher } from './hearing-folder-watcher';
export { importHearingSchedule } from './hearing-import-service';

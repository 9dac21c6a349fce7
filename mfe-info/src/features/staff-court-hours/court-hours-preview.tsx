import {
  COURT_HOURS_OFFICES,
  publishedCourtHours,
  type CourtHours,
  type HoursException,
} from '@court/contract';
import { CourtHoursContext, HoursExceptions, OfficeName, WeeklyHours } from '@court/kit';

/** An exception the pages can show: one whose office is chosen (a new one may have none yet). */
function hasOffice(exception: HoursException): boolean {
  return exception.office === 'all' || COURT_HOURS_OFFICES.includes(exception.office);
}

/**
 * Each office's week and the exceptions to come, with the components of the hours page, from
 * the hours as they are typed.
 */
export function CourtHoursPreview({ hours }: { hours: CourtHours }) {
  const shown = publishedCourtHours(
    { ...hours, exceptions: hours.exceptions.filter(hasOffice) },
    new Date(),
  );
  return (
    <CourtHoursContext value={shown}>
      {COURT_HOURS_OFFICES.map((office) => (
        <section key={office}>
          <h4>
            <OfficeName office={office} />
          </h4>
          <WeeklyHours office={office} />
        </section>
      ))}
      <HoursExceptions />
    </CourtHoursContext>
  );
}

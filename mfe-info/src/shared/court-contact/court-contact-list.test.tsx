import { screen } from '@testing-library/react';
import {
  COURT_HOURS,
  COURT_INFO,
  courtTimeToInstant,
  formatTimeOfDay,
  publishedCourtHours,
} from '@court/contract';
import { CourtFactsContext, CourtHoursContext } from '@court/kit';
import { renderPage } from '@court/kit/testing';
import { CourtContactList } from './court-contact-list';

describe('CourtContactList', () => {
  it("gives the Clerk of Court's office's usual hours for a visit in person", () => {
    renderPage(<CourtContactList />);
    expect(screen.getByText(/^In person:/)).toHaveTextContent(
      `In person: at the Clerk of Court's office, on the main level of City Hall, ${COURT_INFO.street}, ${COURT_INFO.city}, Monday to Friday, 8:30 AM to 4:30 PM.`,
    );
  });

  it('follows the hours staff published, in Spanish too', () => {
    const early = {
      ...COURT_HOURS,
      offices: COURT_HOURS.offices.map((office) => ({
        ...office,
        week: { ...office.week, monday: { opens: '07:30', closes: '16:30' } },
      })),
    };
    renderPage(
      <CourtHoursContext
        value={publishedCourtHours(early, courtTimeToInstant('2026-12-22', '10:00'))}
      >
        <CourtContactList />
      </CourtHoursContext>,
      { route: '/es/' },
    );
    const time = (hhmm: string) => formatTimeOfDay(hhmm, 'es').replace(/\s+/g, ' ');
    expect(screen.getByText(/^En persona:/)).toHaveTextContent(
      `lunes, de ${time('07:30')} a ${time('16:30')}; de martes a viernes, de ${time('08:30')} a ${time('16:30')}.`,
    );
  });

  it('says where the office is as staff published it, in Spanish too', () => {
    renderPage(
      <CourtFactsContext value={{ ...COURT_INFO, whereInBuildingEs: 'en el nivel Plaza' }}>
        <CourtContactList />
      </CourtFactsContext>,
      { route: '/es/' },
    );
    expect(screen.getByText(/^En persona:/)).toHaveTextContent(
      `En persona: en la oficina del Secretario del Tribunal, en el nivel Plaza, ${COURT_INFO.street},`,
    );
  });
});

import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  COURT_HOURS,
  courtTimeToInstant,
  formatTimeOfDay,
  publishedCourtHours,
  type CourtHours,
  type DayHours,
  type HoursException,
  type Weekday,
} from '@court/contract';
import { expectNoAxeViolations, renderPage } from '../testing';
import { CourtHoursContext } from './court-hours';
import {
  HoursExceptions,
  HoursSummary,
  OfficeName,
  TodayException,
  TodayStatus,
  useHoursSummary,
  WeeklyHours,
} from './office-hours';

const CHRISTMAS_EVE: HoursException = {
  date: '2026-12-24',
  office: 'all',
  hours: null,
  reason: { en: 'Christmas Eve', es: 'Nochebuena' },
};
const TRAINING: HoursException = {
  date: '2026-12-23',
  office: 'clerk',
  hours: { opens: '08:30', closes: '13:00' },
  reason: { en: 'Staff training', es: '' },
};
const HOURS: CourtHours = { ...COURT_HOURS, exceptions: [CHRISTMAS_EVE, TRAINING] };

/** The hours as the API reads them on a court-local day and time. */
function readAt(date: string, time: string, hours: CourtHours = HOURS) {
  return publishedCourtHours(hours, courtTimeToInstant(date, time));
}

function renderWith(ui: ReactElement, hours = readAt('2026-12-22', '10:00'), route = '/') {
  return renderPage(<CourtHoursContext value={hours}>{ui}</CourtHoursContext>, { route });
}

/** An element's text, its spaces as a reader sees them (times have narrow spaces in them). */
function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

function itemTexts(): string[] {
  return screen.getAllByRole('listitem').map(textOf);
}

/** A time as the Spanish page writes it, whatever the runtime's locale data. */
function es(time: string): string {
  return formatTimeOfDay(time, 'es').replace(/\s+/g, ' ');
}

function withClerkWeek(week: Partial<Record<Weekday, DayHours>>): CourtHours {
  return {
    ...COURT_HOURS,
    offices: COURT_HOURS.offices.map((office) =>
      office.office === 'clerk' ? { ...office, week: { ...office.week, ...week } } : office,
    ),
  };
}

function ClerkSummary() {
  return <p>{useHoursSummary('clerk')}</p>;
}

describe('WeeklyHours', () => {
  it('gives a line for each run of days with the same hours', async () => {
    const { container } = renderWith(<WeeklyHours office="court" />);
    expect(itemTexts()).toEqual([
      'Monday to Friday: 8:00 AM to 4:00 PM',
      'Saturday and Sunday: Closed',
    ]);
    await expectNoAxeViolations(container);
  });

  it('names a single day, two days or a range, and keeps runs apart that differ', () => {
    const hours = withClerkWeek({
      monday: null,
      friday: { opens: '08:30', closes: '12:00' },
      saturday: { opens: '09:00', closes: '12:00' },
    });
    renderWith(<WeeklyHours office="clerk" />, readAt('2026-12-22', '10:00', hours));
    expect(itemTexts()).toEqual([
      'Monday: Closed',
      'Tuesday to Thursday: 8:30 AM to 4:30 PM',
      'Friday: 8:30 AM to 12:00 PM',
      'Saturday: 9:00 AM to 12:00 PM',
      'Sunday: Closed',
    ]);
  });

  it('speaks Spanish, each line starting with a capital', () => {
    renderWith(<WeeklyHours office="court" />, readAt('2026-12-22', '10:00'), '/es/');
    expect(itemTexts()).toEqual([
      `De lunes a viernes: de ${es('08:00')} a ${es('16:00')}`,
      'Sábado y domingo: cerrado',
    ]);
  });
});

describe('hours summary', () => {
  it('puts the days an office opens on one line, for a sentence', () => {
    renderWith(<ClerkSummary />);
    expect(screen.getByText('Monday to Friday, 8:30 AM to 4:30 PM')).toBeVisible();
  });

  it('joins runs of other hours and leaves the closed days out', () => {
    const hours = withClerkWeek({ saturday: { opens: '09:00', closes: '12:00' } });
    renderWith(<ClerkSummary />, readAt('2026-12-22', '10:00', hours));
    expect(
      screen.getByText('Monday to Friday, 8:30 AM to 4:30 PM; Saturday, 9:00 AM to 12:00 PM'),
    ).toBeVisible();
  });

  it('says so of an office closed every day', () => {
    const closed = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, null]),
    );
    renderWith(<ClerkSummary />, readAt('2026-12-22', '10:00', withClerkWeek(closed)));
    expect(screen.getByText('closed every day')).toBeVisible();
  });

  it('stays lower case in Spanish, where it sits mid-sentence', () => {
    renderWith(<ClerkSummary />, readAt('2026-12-22', '10:00'), '/es/');
    expect(
      screen.getByText(`de lunes a viernes, de ${es('08:30')} a ${es('16:30')}`),
    ).toBeVisible();
  });

  it('names the office before its hours', () => {
    renderWith(
      <p>
        <HoursSummary office="clerk" />
      </p>,
    );
    expect(
      screen.getByText("Clerk of Court's office: Monday to Friday, 8:30 AM to 4:30 PM"),
    ).toBeVisible();
  });
});

describe('TodayStatus', () => {
  it.each([
    ['open', '2026-12-22', '10:00', 'Open now, until 4:30 PM.'],
    ['closed for the evening', '2026-12-22', '17:00', 'Closed now.'],
    ['on a weekend', '2026-12-26', '10:00', 'Closed today.'],
    ['closed all day for a reason', '2026-12-24', '10:00', 'Closed today: Christmas Eve.'],
    [
      'open other hours today',
      '2026-12-23',
      '10:00',
      'Open now, until 1:00 PM. Today: 8:30 AM to 1:00 PM (Staff training).',
    ],
    [
      'closed after other hours today',
      '2026-12-23',
      '14:00',
      'Closed now. Today: 8:30 AM to 1:00 PM (Staff training).',
    ],
  ])('says when the office is %s', (_case, date, time, text) => {
    const { container } = renderWith(<TodayStatus office="clerk" />, readAt(date, time));
    expect(textOf(container)).toBe(text);
  });

  it('gives the article Spanish puts before the hour', () => {
    const status = (date: string) =>
      textOf(renderWith(<TodayStatus office="clerk" />, readAt(date, '10:00'), '/es/').container);
    expect(status('2026-12-22')).toBe(`Abierto ahora, hasta las ${es('16:30')}.`);
    expect(status('2026-12-23')).toMatch(`Abierto ahora, hasta la ${es('13:00')}.`);
  });

  it('shows no status where nothing read the clock (the defaults)', () => {
    const { container } = renderPage(<TodayStatus office="clerk" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TodayException', () => {
  it("gives today's exception only", () => {
    const { container, unmount } = renderWith(<TodayException office="court" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWith(<TodayException office="court" />, readAt('2026-12-24', '10:00'));
    expect(screen.getByText('Closed today: Christmas Eve.')).toBeVisible();
  });
});

describe('HoursExceptions', () => {
  it('lists the exceptions by date, naming the office of one that is not for all', async () => {
    const { container } = renderWith(<HoursExceptions />);
    expect(itemTexts()).toEqual([
      "Wednesday, December 23, 2026, Clerk of Court's office: 8:30 AM to 1:00 PM (Staff training)",
      'Thursday, December 24, 2026: closed (Christmas Eve)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('leaves out the past and shows nothing when none is left', () => {
    const { container } = renderWith(<HoursExceptions />, readAt('2026-12-28', '10:00'));
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Spanish, with a capital at the start of each date', () => {
    renderWith(<HoursExceptions />, readAt('2026-12-22', '10:00'), '/es/');
    expect(itemTexts()).toEqual([
      `Miércoles, 23 de diciembre de 2026, Oficina del Secretario del Tribunal: de ${es('08:30')} a ${es('13:00')} (Staff training)`,
      'Jueves, 24 de diciembre de 2026: cerrado (Nochebuena)',
    ]);
  });
});

describe('text staff have not written in Spanish yet', () => {
  const UNTRANSLATED: CourtHours = {
    offices: COURT_HOURS.offices.map((office) => ({
      ...office,
      name: { en: office.name.en, es: '' },
    })),
    exceptions: [{ ...CHRISTMAS_EVE, reason: { en: 'Christmas Eve', es: ' ' } }, TRAINING],
  };

  it('shows the English, marked as English, on a Spanish page', async () => {
    const { container } = renderWith(
      <>
        <h2>
          <OfficeName office="clerk" />
        </h2>
        <p>
          <HoursSummary office="court" />
        </p>
        <TodayStatus office="clerk" />
        <HoursExceptions />
      </>,
      readAt('2026-12-23', '10:00', UNTRANSLATED),
      '/es/',
    );
    expect(screen.getByRole('heading', { name: "Clerk of Court's office" })).toBeVisible();
    const english = [...container.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(english).toEqual([
      "Clerk of Court's office",
      'Court',
      'Staff training',
      "Clerk of Court's office",
      'Staff training',
      'Christmas Eve',
    ]);
    await expectNoAxeViolations(container);
  });

  it('marks nothing on an English page', () => {
    const { container } = renderWith(
      <OfficeName office="clerk" />,
      readAt('2026-12-23', '10:00', UNTRANSLATED),
    );
    expect(container).toHaveTextContent("Clerk of Court's office");
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

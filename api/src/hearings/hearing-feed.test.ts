import { hearingKey, normalizeCaseNumber, parseHearingFeed } from './hearing-feed';

const HEADER =
  'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status';

function feed(...lines: string[]): Buffer {
  return Buffer.from([HEADER, ...lines].join('\r\n'));
}

describe('parseHearingFeed', () => {
  it('reads each hearing, in any column order, with either way of writing days and times', () => {
    const parsed = parseHearingFeed(
      Buffer.from(
        [
          'Status,Courtroom,Hearing_Type,Hearing_Time,Hearing_Date,First_Name,Last_Name,Case_Number,Notes',
          'scheduled,Courtroom 2,Arraignment,9:00 AM,12/8/2026,Ana,García,2026 trd 01234,ignored',
          'CONTINUED,Zoom,"Pretrial, civil",13:30,2026-12-09,José,"O\'Neil",2026CVG00077,',
        ].join('\n'),
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      hearings: [
        {
          line: 2,
          caseNumber: '2026TRD01234',
          lastName: 'García',
          firstName: 'Ana',
          date: '2026-12-08',
          time: '09:00',
          hearingType: 'Arraignment',
          courtroom: 'Courtroom 2',
          status: 'scheduled',
        },
        {
          line: 3,
          caseNumber: '2026CVG00077',
          lastName: "O'Neil",
          firstName: 'José',
          date: '2026-12-09',
          time: '13:30',
          hearingType: 'Pretrial, civil',
          courtroom: 'Zoom',
          status: 'continued',
        },
      ],
    });
  });

  it('finds every problem, by line and column, in one pass', () => {
    const parsed = parseHearingFeed(
      feed(
        '2026TRD01234,García,Ana,2026-12-08,09:00,Arraignment,Courtroom 2,scheduled',
        'TRD-1,García,,2026-02-30,25:00,Arraignment,,postponed',
        '2026TRD01234,García,Ana,2026-12-10,09:00,Arraignment,Courtroom 2,scheduled',
        '2026TRD09999,Short',
      ),
    );
    expect(parsed).toEqual({
      ok: false,
      rows: 4,
      problems: [
        { row: 3, column: 'case_number', code: 'hearings.caseNumber.format' },
        { row: 3, column: 'first_name', code: 'hearings.cell.required' },
        { row: 3, column: 'hearing_date', code: 'hearings.date.format' },
        { row: 3, column: 'hearing_time', code: 'hearings.time.format' },
        { row: 3, column: 'courtroom', code: 'hearings.cell.required' },
        { row: 3, column: 'status', code: 'hearings.status.invalid' },
        { row: 4, column: null, code: 'hearings.row.duplicate' },
        { row: 5, column: null, code: 'hearings.row.cells' },
      ],
    });
  });

  it('names the columns the header lacks', () => {
    const parsed = parseHearingFeed(Buffer.from('case_number,last_name,first_name,hearing_date\n'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map(({ column }) => column)).toEqual([
      'hearing_time',
      'hearing_type',
      'courtroom',
      'status',
    ]);
  });

  it('refuses what is no CSV text: a PDF, an unclosed quote, nothing at all', () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 159, 146, 150])]);
    expect(parseHearingFeed(pdf)).toMatchObject({
      ok: false,
      problems: [{ code: 'hearings.file.notCsv' }],
    });
    expect(parseHearingFeed(feed('"2026TRD01234,García'))).toMatchObject({
      ok: false,
      problems: [{ code: 'hearings.file.notCsv' }],
    });
    expect(parseHearingFeed(Buffer.alloc(0))).toMatchObject({
      problems: [{ code: 'hearings.file.empty' }],
    });
    expect(parseHearingFeed(feed())).toMatchObject({
      problems: [{ code: 'hearings.file.empty' }],
    });
  });

  it('keeps a hearing the same whatever the case of its names', () => {
    const one = {
      caseNumber: '2026TRD01234',
      lastName: 'García',
      firstName: 'Ana',
      hearingType: 'Trial',
    };
    expect(hearingKey(one)).toBe(hearingKey({ ...one, lastName: 'GARCÍA', hearingType: 'trial' }));
    expect(hearingKey(one)).not.toBe(hearingKey({ ...one, hearingType: 'Pretrial' }));
    expect(normalizeCaseNumber(' 2026-trd 01234 ')).toBe('2026TRD01234');
  });
});

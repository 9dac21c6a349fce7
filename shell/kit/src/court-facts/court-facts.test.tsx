import { render, screen } from '@testing-library/react';
import { COURT_FACTS_PATH, COURT_INFO, type CourtInfo } from '@court/contract';
import { createPageData, PageDataContext } from '../api/page-data';
import { CourtFactsContext, useCourtFacts } from './court-facts';

const PUBLISHED: CourtInfo = { ...COURT_INFO, juryPhone: '330-555-0188' };

function JuryPhone() {
  return <p>{useCourtFacts().juryPhone}</p>;
}

describe('useCourtFacts', () => {
  it('reads the facts a page was rendered with, and records that the page needs them', () => {
    const pageData = createPageData({ [COURT_FACTS_PATH]: PUBLISHED });
    render(
      <PageDataContext value={pageData}>
        <JuryPhone />
      </PageDataContext>,
    );
    expect(screen.getByText('330-555-0188')).toBeVisible();
    expect([...pageData.requested]).toEqual([COURT_FACTS_PATH]);
  });

  it('prefers the facts a provider gives (the frame, a preview) over the page data', () => {
    render(
      <PageDataContext value={createPageData({ [COURT_FACTS_PATH]: PUBLISHED })}>
        <CourtFactsContext value={{ ...COURT_INFO, juryPhone: '330-555-0177' }}>
          <JuryPhone />
        </CourtFactsContext>
      </PageDataContext>,
    );
    expect(screen.getByText('330-555-0177')).toBeVisible();
  });

  it('falls back to the defaults when nothing gives any', () => {
    render(<JuryPhone />);
    expect(screen.getByText(COURT_INFO.juryPhone)).toBeVisible();
  });
});

import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { COURT_INFO, courtNameIn, parseLocalizedPath, type CourtInfo } from '@court/contract';
import { CourtFactsContext } from '../court-facts/court-facts';
import { renderPage } from './render';

/** Another court's facts, as staff would publish a name the site did not start with. */
const RENAMED_COURT: CourtInfo = {
  ...COURT_INFO,
  name: 'Massillon Municipal Court',
  nameEs: 'Tribunal Municipal de Massillon',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renders a page given another court's facts, in the route's language, and checks that the page
 * names the court as published: the published name is there, and the name the site started with
 * is nowhere in its text.
 */
export function expectCourtNamedAsPublished(ui: ReactElement, route: string): void {
  const { unmount } = renderPage(
    <CourtFactsContext value={RENAMED_COURT}>{ui}</CourtFactsContext>,
    { route },
  );
  const language = parseLocalizedPath(route).language;
  expect(
    screen.getAllByText(new RegExp(escaped(courtNameIn(RENAMED_COURT, language)))),
  ).not.toEqual([]);
  const startingNames = new RegExp(`${escaped(COURT_INFO.name)}|${escaped(COURT_INFO.nameEs)}`);
  expect(screen.queryAllByText(startingNames)).toEqual([]);
  unmount();
}

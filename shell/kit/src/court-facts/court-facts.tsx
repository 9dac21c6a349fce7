import { createContext, use, type ReactNode } from 'react';
import {
  COURT_FACTS_PATH,
  COURT_INFO,
  courtFactIn,
  type BilingualCourtFact,
  type CourtInfo,
} from '@court/contract';
import { PageDataContext } from '../api/page-data';
import { useApiGet } from '../api/use-api-get';
import { useTextLanguage } from '../i18n/use-translation';

/**
 * The court facts the pages show, where a provider gives them: the frame gives the published
 * ones, a staff preview a draft.
 */
export const CourtFactsContext = createContext<CourtInfo | null>(null);

/**
 * The court's name, address, phones, e-mail addresses and external sites, as published. A page
 * the server renders on its own (a remote's page, without the frame) reads them from its page
 * data, and asking for them here is what tells the build that the page needs them, so the server
 * renders it with the published ones rather than serving it as built. Without either, as in a
 * component test, the site's defaults.
 */
export function useCourtFacts(): CourtInfo {
  const provided = use(CourtFactsContext);
  const pageData = use(PageDataContext);
  pageData?.requested.add(COURT_FACTS_PATH);
  if (provided) return provided;
  const rendered = pageData?.responses.get(COURT_FACTS_PATH) as CourtInfo | undefined;
  return rendered ?? COURT_INFO;
}

/** A fact staff give in both languages, as published, in the language of the words around it. */
export function useCourtFactInLanguage(fact: BilingualCourtFact): string {
  return courtFactIn(useCourtFacts(), fact, useTextLanguage());
}

/** The court's name as published, in the page's language: the navbar, the footer, the titles. */
export function useCourtName(): string {
  return useCourtFactInLanguage('name');
}

/**
 * Gives every page of the frame the published court facts. The server renders each page with
 * them, so they are read once per page load; until staff publish any, or while none could be
 * read, the pages show the defaults.
 */
export function PublishedCourtFacts({ children }: { children: ReactNode }) {
  const { latest } = useApiGet(COURT_FACTS_PATH, 'courtFacts');
  return <CourtFactsContext value={latest ?? COURT_INFO}>{children}</CourtFactsContext>;
}

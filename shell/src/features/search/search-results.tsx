import { Fragment } from 'react';
import {
  documentUrl,
  type DocumentSearchResult,
  type SearchExcerptSegment,
  type SearchResult,
} from '@court/contract';
import { DocumentLink, LocalizedLink, NewTabNote, useTranslation } from '@court/kit';

/** The library slug of a document URL, when the URL is exactly what DocumentLink would link. */
function librarySlug(url: string): string | null {
  const match = /^\/documents\/([^/?#]+)\.pdf$/.exec(url);
  if (!match?.[1]) return null;
  try {
    const slug = decodeURIComponent(match[1]);
    return documentUrl(slug) === url ? slug : null;
  } catch {
    return null;
  }
}

/** A document: opened in a new tab, as the Forms page opens its PDFs. */
function DocumentResultLink({ result }: { result: DocumentSearchResult }) {
  const slug = librarySlug(result.url);
  if (slug !== null) return <DocumentLink slug={slug}>{result.title}</DocumentLink>;
  return (
    <a href={result.url} target="_blank" rel="noopener" className="usa-link">
      {result.title}
      <NewTabNote />
    </a>
  );
}

function Excerpt({ segments }: { segments: SearchExcerptSegment[] }) {
  if (segments.length === 0) return null;
  return (
    <p className="court-search__excerpt">
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}

function resultKey(result: SearchResult): string {
  return result.kind === 'page' ? `page:${result.path}` : `document:${result.url}`;
}

const RESULTS_HEADING_ID = 'search-results-heading';

/**
 * The results, best first, under a heading of their own (screen readers move to it; the count
 * above says the rest): each a link to the page (at its section) or the document. A document
 * found by words inside its PDF says so above the excerpt of its text.
 */
export function SearchResults({ results }: { results: SearchResult[] }) {
  const { t } = useTranslation('shellSearch');
  return (
    <>
      <h2 id={RESULTS_HEADING_ID} className="usa-sr-only">
        {t('resultsLabel')}
      </h2>
      <ol className="court-search__results" aria-labelledby={RESULTS_HEADING_ID}>
        {results.map((result, index) => (
          // Two sections under one anchor share a path: the position tells them apart.
          <li key={`${index}:${resultKey(result)}`} className="court-search__result">
            <h3 className="court-search__title">
              {result.kind === 'page' ? (
                // The path keeps its #anchor: the link opens the page at the part that matched.
                <LocalizedLink to={result.path.replace(/^\/+/, '')} className="usa-link">
                  {result.title}
                </LocalizedLink>
              ) : (
                <DocumentResultLink result={result} />
              )}
            </h3>
            {result.section !== null && <p className="court-search__section">{result.section}</p>}
            {result.kind === 'document' && result.matchedInText && (
              <p className="court-search__found-inside">{t('foundInside')}</p>
            )}
            <Excerpt segments={result.excerpt} />
          </li>
        ))}
      </ol>
    </>
  );
}

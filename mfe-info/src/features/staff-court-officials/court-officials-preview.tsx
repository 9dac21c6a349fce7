import {
  bilingualRichText,
  officialPhotoUrl,
  officialWithFacts,
  OFFICIAL_PHOTO_SIZES,
  type CourtOfficialEntry,
  type CourtOfficials,
  type Language,
} from '@court/contract';
import { publishedMarkdown } from '@court/contract/markdown';
import { bilingualWords, useTextLanguage, useCourtFacts, useTranslation } from '@court/kit';
import { BilingualRichText } from '@court/kit/rich-text';
import silhouetteUrl from '../about-us/images/official-silhouette.svg';
import { useOfficialTitle } from '../about-us/officials';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';

// An official not yet named is left out: the page could not show them.
const isNamed = (entry: CourtOfficialEntry) => entry.name.trim() !== '';

/** The namespace About Us registers its words under (in ../about-us/officials). */
const ABOUT_US_NS = 'about-us';

/** A serving official as About Us shows them: photo, name and title, then their biography. */
function OfficialCard({ entry, language }: { entry: CourtOfficialEntry; language: Language }) {
  const titleOf = useOfficialTitle();
  // As About Us describes a photo: staff's words in the language, or whose photo it is.
  const { t } = useTranslation(ABOUT_US_NS);
  const alt =
    bilingualWords(entry.photoAlt, language).words.trim() || t('photoOf', { name: entry.name });
  return (
    <li className="usa-card court-staff-court-officials__card">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h4 className="usa-card__heading">{entry.name}</h4>
        </div>
        <div className="usa-card__media">
          <div className="usa-card__img">
            <img
              src={entry.photo ? officialPhotoUrl(entry.photo, 1) : silhouetteUrl}
              srcSet={entry.photo ? `${officialPhotoUrl(entry.photo, 2)} 2x` : undefined}
              alt={alt}
              width={OFFICIAL_PHOTO_SIZES.width}
              height={OFFICIAL_PHOTO_SIZES.height}
            />
          </div>
        </div>
        <div className="usa-card__body">
          <p>{titleOf(entry)}</p>
          {/* Spanish of spaces alone reads as no blocks: the English shows, as for a blank. */}
          <BilingualRichText
            text={bilingualRichText(entry.biography, publishedMarkdown)}
            language={language}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * About Us as it is typed, in the preview's language (its translator's, not the staff page's):
 * a card for each serving official, with the biography their page shows, read from its Markdown
 * as the API publishes it; then the retired officials and where their addresses lead.
 */
export function CourtOfficialsPreview({ content }: { content: CourtOfficials }) {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const language = useTextLanguage();
  const court = useCourtFacts();
  const officials = content.officials
    .map((entry) => officialWithFacts(entry, court))
    .filter(isNamed);
  const serving = officials.filter((entry) => !entry.retired);
  const retired = officials.filter((entry) => entry.retired);
  const nameOf = (slug: string) => serving.find((entry) => entry.slug === slug)?.name ?? slug;
  return (
    <>
      <ul className="usa-card-group court-staff-court-officials__cards">
        {serving.map((entry, index) => (
          <OfficialCard key={index} entry={entry} language={language} />
        ))}
      </ul>
      {retired.length > 0 ? (
        <ul className="usa-list">
          {retired.map((entry, index) => (
            <li key={index}>
              {entry.successor === ''
                ? t('preview.retiredGone', { name: entry.name })
                : t('preview.retiredTo', { name: entry.name, successor: nameOf(entry.successor) })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

import {
  DEFAULT_LANGUAGE,
  findCourtOfficial,
  officialWithFacts,
  type Language,
} from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useLanguage,
  useNotFoundStatus,
  useParams,
  useTranslation,
} from '@court/kit';
import { OfficialPhoto, useOfficialTitle } from '../about-us/officials';
import biographiesEn from './biographies.en.json';
import biographiesEs from './biographies.es.json';
import en from './en.json';
import es from './es.json';
import './bio.css';

registerTranslations('bio', { en, es });

/**
 * Biographies as plain paragraphs per language, keyed by the official's img. Authored content is
 * kept as text, never HTML, so nothing in it can run or inject markup.
 */
const BIOGRAPHIES: Record<Language, Partial<Record<string, readonly string[]>>> = {
  en: biographiesEn,
  es: biographiesEs,
};

/** The biography in the visitor's language, or in English when it has not been translated. */
function biographyOf(img: string, language: Language): readonly string[] {
  return BIOGRAPHIES[language][img] ?? BIOGRAPHIES[DEFAULT_LANGUAGE][img] ?? [];
}

/** For an address that names no official: a mistyped or outdated link is answered 404. */
function BioNotFound() {
  const { t } = useTranslation('bio');
  useNotFoundStatus();
  return (
    <div className="court-page">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <p>
        <LocalizedLink to="about-us" className="usa-link">
          {t('notFound.back')}
        </LocalizedLink>
      </p>
    </div>
  );
}

/** An official's biography: photo, title and name in capitals, then the text. */
export default function BioPage() {
  const { t } = useTranslation('bio');
  const language = useLanguage();
  const titleOf = useOfficialTitle();
  const court = useCourtFacts();
  const { name = '' } = useParams();
  const listed = findCourtOfficial(name);
  if (!listed) return <BioNotFound />;
  const official = officialWithFacts(listed, court);

  return (
    <div className="court-page court-bio">
      <div className="court-bio__photo">
        <OfficialPhoto official={official} />
      </div>
      <div className="court-bio__text">
        <p className="court-bio__title">{titleOf(official).toLocaleUpperCase(language)}</p>
        <PageHeading title={official.name} className="court-bio__name">
          {official.name.toLocaleUpperCase(language)}
        </PageHeading>
        {biographyOf(official.img, language).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <LocalizedLink to="about-us" className="usa-link">
            {t('back')}
          </LocalizedLink>
        </p>
      </div>
    </div>
  );
}

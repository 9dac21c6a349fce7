import { localizedPath, type PublishedOfficial, type PublishedOfficials } from '@court/contract';
import {
  ContentLoadState,
  LocalizedLink,
  PageHeading,
  registerTranslations,
  useGoneStatus,
  useLanguage,
  useMovedStatus,
  useNotFoundStatus,
  useParams,
  useTranslation,
} from '@court/kit';
import { BilingualRichText } from '@court/kit/rich-text';
import { OfficialPhoto, useOfficialTitle, usePublishedOfficials } from '../about-us/officials';
import en from './en.json';
import es from './es.json';
import './bio.css';

registerTranslations('bio', { en, es });

function AboutUsLink({ words }: { words: string }) {
  return (
    <p>
      <LocalizedLink to="about-us" className="usa-link">
        {words}
      </LocalizedLink>
    </p>
  );
}

/** For an address that names no official: a mistyped or outdated link is answered 404. */
function BioNotFound() {
  const { t } = useTranslation('bio');
  useNotFoundStatus();
  return (
    <div className="court-page">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <AboutUsLink words={t('notFound.back')} />
    </div>
  );
}

/** A retired official's address without a successor: answered 410, with the way to About Us. */
function BioGone({ name }: { name: string }) {
  const { t } = useTranslation('bio');
  useGoneStatus();
  return (
    <div className="court-page">
      <PageHeading>{t('retired.title')}</PageHeading>
      <p>{t('retired.body', { name })}</p>
      <AboutUsLink words={t('notFound.back')} />
    </div>
  );
}

/**
 * A retired official's address with a successor: answered 301 to the successor's biography; a
 * page opened in the browser links there.
 */
function BioMoved({ name, successor }: { name: string; successor: PublishedOfficial }) {
  const { t } = useTranslation('bio');
  const language = useLanguage();
  useMovedStatus(localizedPath(`bio/${successor.slug}`, language));
  return (
    <div className="court-page">
      <PageHeading>{t('retired.title')}</PageHeading>
      <p>
        <LocalizedLink to={`bio/${successor.slug}`} className="usa-link">
          {t('retired.successor', { name, successor: successor.name })}
        </LocalizedLink>
      </p>
    </div>
  );
}

/** The page of the official an address names, or what became of them. */
function Biography({ published, slug }: { published: PublishedOfficials; slug: string }) {
  const { t } = useTranslation('bio');
  const language = useLanguage();
  const titleOf = useOfficialTitle();
  const official = published.officials.find((entry) => entry.slug === slug);
  if (!official) {
    const retired = published.retired.find((entry) => entry.slug === slug);
    if (!retired) return <BioNotFound />;
    const successor = published.officials.find((entry) => entry.slug === retired.successor);
    return successor ? (
      <BioMoved name={retired.name} successor={successor} />
    ) : (
      <BioGone name={retired.name} />
    );
  }

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
        <BilingualRichText text={official.biography} language={language} />
        <AboutUsLink words={t('back')} />
      </div>
    </div>
  );
}

/** An official's biography: photo, title and name in capitals, then the text staff published. */
export default function BioPage() {
  const { t } = useTranslation('bio');
  const { name: slug = '' } = useParams();
  return (
    <ContentLoadState
      request={usePublishedOfficials()}
      loading={t('loading')}
      failed={t('failed')}
      call={t('call')}
    >
      {(published) => <Biography published={published} slug={slug} />}
    </ContentLoadState>
  );
}

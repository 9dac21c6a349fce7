import {
  COURT_OFFICIALS_PATH,
  officialPhotoUrl,
  officialWithFacts,
  type OfficialTitleKey,
  type PublishedOfficial,
  type PublishedOfficials,
} from '@court/contract';
import {
  bilingualWords,
  registerTranslations,
  type ApiGet,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import silhouetteUrl from './images/official-silhouette.svg';
import en from './en.json';
import es from './es.json';

// The biography page shows the same photos and titles, so it loads them through this module.
registerTranslations('about-us', { en, es });

export interface OfficialPhotoProps {
  official: Pick<PublishedOfficial, 'name' | 'photo' | 'photoAlt'>;
  className?: string;
}

/**
 * The official's photo as staff uploaded it (twice the size for sharp screens), or the neutral
 * silhouette; described as staff wrote, or as whose photo it is.
 */
export function OfficialPhoto({ official, className }: OfficialPhotoProps) {
  const { t } = useTranslation('about-us');
  const language = useLanguage();
  const { words, inEnglish } = bilingualWords(official.photoAlt, language);
  const described = words.trim() !== '';
  const alt = described ? words : t('photoOf', { name: official.name });
  // Staff's English description on a Spanish page is read out as English.
  const lang = described && inEnglish ? 'en' : undefined;
  return official.photo ? (
    <img
      src={officialPhotoUrl(official.photo, 1)}
      srcSet={`${officialPhotoUrl(official.photo, 2)} 2x`}
      alt={alt}
      lang={lang}
      className={className}
      width={240}
      height={300}
    />
  ) : (
    <img src={silhouetteUrl} alt={alt} lang={lang} className={className} width={240} height={300} />
  );
}

/** The translated title of an official, e.g. "Administrative Judge". */
export function useOfficialTitle(): (official: { title: OfficialTitleKey }) => string {
  const { t } = useTranslation('about-us');
  return (official) => t(`titles.${official.title}`);
}

/**
 * The officials as staff published them, the Clerk of Court named as the court facts name them,
 * as useApiGet reads them: for ContentLoadState, which says when they are still on their way (a
 * page opened from another) or cannot be had.
 */
export function usePublishedOfficials(): Pick<
  ApiGet<PublishedOfficials>,
  'load' | 'latest' | 'reload'
> {
  const court = useCourtFacts();
  const { load, latest, reload } = useApiGet(COURT_OFFICIALS_PATH, 'courtOfficials');
  const withFacts = (published: PublishedOfficials): PublishedOfficials => ({
    ...published,
    officials: published.officials.map((official) => officialWithFacts(official, court)),
  });
  return {
    load: load.status === 'ready' ? { status: 'ready', data: withFacts(load.data) } : load,
    latest: latest && withFacts(latest),
    reload,
  };
}

import type { CourtOfficial } from '@court/contract';
import { registerTranslations, useTranslation } from '@court/kit';
import silhouetteUrl from './images/official-silhouette.svg';
import en from './en.json';
import es from './es.json';

// The biography page shows the same photos and titles, so it loads them through this module.
registerTranslations('about-us', { en, es });

/**
 * Photo of each official by img key. The sample site has no real photos, so every official gets
 * the neutral silhouette; a court adds images/<img>.jpg and maps the key to it here.
 */
const OFFICIAL_PHOTOS: Partial<Record<string, string>> = {};

export interface OfficialPhotoProps {
  official: CourtOfficial;
  className?: string;
}

/** The official's photo, named for screen readers by whose photo it is. */
export function OfficialPhoto({ official, className }: OfficialPhotoProps) {
  const { t } = useTranslation('about-us');
  return (
    <img
      src={OFFICIAL_PHOTOS[official.img] ?? silhouetteUrl}
      alt={t('photoOf', { name: official.name })}
      className={className}
      width={240}
      height={300}
    />
  );
}

/** The translated title of an official, e.g. "Administrative Judge". */
export function useOfficialTitle(): (official: CourtOfficial) => string {
  const { t } = useTranslation('about-us');
  return (official) => t(`titles.${official.titleKey}`);
}

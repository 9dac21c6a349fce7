import type { CourtInfo, Language } from '@court/contract';
import {
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import mapEnUrl from './images/parking-map.en.svg';
import mapEsUrl from './images/parking-map.es.svg';
import streetViewEnUrl from './images/lot-entrance.en.svg';
import streetViewEsUrl from './images/lot-entrance.es.svg';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';
import './jury-parking.css';

registerTranslations('jury-parking', { en, es });

type ImageKey = 'map' | 'streetView';

/** The illustrations carry words, so each language has its own drawing. */
const IMAGE_URLS: Record<Language, Record<ImageKey, string>> = {
  en: { map: mapEnUrl, streetView: streetViewEnUrl },
  es: { map: mapEsUrl, streetView: streetViewEsUrl },
};

/** Intrinsic sizes of the drawings, so the page keeps their space while they load. */
const IMAGE_SIZES: Record<ImageKey, { width: number; height: number }> = {
  map: { width: 640, height: 560 },
  streetView: { width: 640, height: 420 },
};

/** The lot and the two streets at its corner, as the texts name them. */
function parkingNamesOf(facts: CourtInfo) {
  return {
    lot: facts.juryParkingLotName,
    first: facts.juryParkingStreet,
    second: facts.juryParkingCrossStreet,
  };
}

function ParkingImage({ image }: { image: ImageKey }) {
  const { t } = useTranslation('jury-parking');
  const language = useLanguage();
  const court = useCourtFacts();
  const names = parkingNamesOf(court);
  const url = IMAGE_URLS[language][image];
  return (
    <figure className="court-jury-parking__figure">
      {/* The thumbnail is the full drawing scaled down; the link opens it at full size. */}
      <a href={url} target="_blank" rel="noopener" className="court-jury-parking__enlarge">
        <img src={url} alt={t(`images.${image}.alt`, names)} {...IMAGE_SIZES[image]} />
        <span className="court-jury-parking__enlarge-text">
          {t(`images.${image}.enlarge`)}
          <span className="usa-sr-only"> {t('opensInNewTab', { ns: 'kit' })}</span>
        </span>
      </a>
      <figcaption>{t(`images.${image}.caption`, names)}</figcaption>
    </figure>
  );
}

/** Jury parking: the free lot, how to enter it, and a map and street view of it. */
export default function JuryParkingPage() {
  const { t } = useTranslation('jury-parking');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby="jury-parking-where-heading">
        <h2 id="jury-parking-where-heading">{t('where.heading')}</h2>
        <p>{t('where.free', parkingNamesOf(court))}</p>
        <p className="court-jury-parking__warning">{t('where.otherLots')}</p>
      </section>
      <section aria-labelledby="jury-parking-arrive-heading">
        <h2 id="jury-parking-arrive-heading">{t('arrive.heading')}</h2>
        <ol className="usa-list">
          <li>{t('arrive.sign')}</li>
          <li>{t('arrive.ticket')}</li>
          <li>{t('arrive.entrance')}</li>
        </ol>
      </section>
      <section aria-labelledby="jury-parking-images-heading">
        <h2 id="jury-parking-images-heading">{t('images.heading')}</h2>
        <p>{t('images.intro')}</p>
        <div className="court-jury-parking__figures">
          <ParkingImage image="map" />
          <ParkingImage image="streetView" />
        </div>
      </section>
      <BackToJuryService />
    </div>
  );
}

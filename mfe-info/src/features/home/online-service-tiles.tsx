import { COURT_DATE_REMINDERS_PAGE } from '@court/contract';
import {
  LocalizedLink,
  NewTabNote,
  registerTranslations,
  ScriptButton,
  useCourtFacts,
  useSiteStore,
  useTranslation,
} from '@court/kit';
import { ServiceIcon, type ServiceIconName } from './service-icons';
import en from './en.json';
import es from './es.json';
import './online-service-tiles.css';

// The Online Services page shows these tiles too; their labels are the home page's.
registerTranslations('home', { en, es });

/** Tiles that open the shell's notice about the external case information system. */
const CASE_SYSTEM_TILES: ServiceIconName[] = ['efile', 'docket', 'payments'];

/** Tiles that lead to pages of this site. */
const PAGE_TILES: { key: ServiceIconName; to: string }[] = [
  { key: 'driving', to: 'driving-privileges' },
  { key: 'zoom', to: 'zoom-hearing' },
  { key: 'reminders', to: COURT_DATE_REMINDERS_PAGE },
  { key: 'jury', to: 'jury-service' },
  { key: 'interpreter', to: 'interpreter' },
];

/** The online service tiles, as a list of cards. */
export function OnlineServiceTiles() {
  const { t } = useTranslation('home');
  const openModal = useSiteStore((state) => state.openModal);
  const court = useCourtFacts();
  return (
    <ul className="usa-card-group court-tiles">
      {CASE_SYSTEM_TILES.map((key) => (
        <li key={key} className="usa-card court-tile">
          <div className="usa-card__container">
            <ScriptButton
              className="court-tile__action"
              aria-haspopup="dialog"
              onClick={() => openModal('caseInformationSystem')}
              // Without the script, straight to the system, as the navbar's link goes.
              withoutScript={
                <a
                  href={court.caseInformationSystemUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="court-tile__action"
                >
                  <ServiceIcon name={key} />
                  <span className="court-tile__label">{t(`onlineServices.${key}`)}</span>
                  <NewTabNote />
                </a>
              }
            >
              <ServiceIcon name={key} />
              <span className="court-tile__label">{t(`onlineServices.${key}`)}</span>
            </ScriptButton>
          </div>
        </li>
      ))}
      {PAGE_TILES.map(({ key, to }) => (
        <li key={key} className="usa-card court-tile">
          <div className="usa-card__container">
            <LocalizedLink to={to} className="court-tile__action">
              <ServiceIcon name={key} />
              <span className="court-tile__label">{t(`onlineServices.${key}`)}</span>
            </LocalizedLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

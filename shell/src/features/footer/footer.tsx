import { FOOTER_DOCUMENTS_PATH } from '@court/contract';
import {
  DocumentLink,
  HoursSummary,
  LocalizedLink,
  PhoneLink,
  registerTranslations,
  ScriptButton,
  TodayException,
  useApiGet,
  useCourtFacts,
  useCourtName,
  useSiteStore,
  useTranslation,
} from '@court/kit';
import { FeesSearchLink } from '../site-modals/fees-search-link';
import en from './en.json';
import es from './es.json';

registerTranslations('shellFooter', { en, es });

/** Id of the home page's Online Services section, the target of the footer's link. */
export const ONLINE_SERVICES_SECTION_ID = 'online-services';

type FooterLink =
  | { kind: 'page'; key: string; to: string }
  | { kind: 'document'; key: string; slug: string }
  | { kind: 'fees'; key: string };

/** The footer's links, in the order the court's original site lists them. */
const FOOTER_LINKS: readonly FooterLink[] = [
  { kind: 'page', key: 'home', to: '' },
  { kind: 'page', key: 'onlineServices', to: `#${ONLINE_SERVICES_SECTION_ID}` },
  { kind: 'page', key: 'juryService', to: 'jury-service' },
  { kind: 'fees', key: 'fees' },
  { kind: 'document', key: 'courtRules', slug: 'local-rules' },
  { kind: 'page', key: 'forms', to: 'forms' },
  { kind: 'document', key: 'publicComment', slug: 'rule-for-public-comment' },
  { kind: 'page', key: 'drugTesting', to: 'probation-drug-testing' },
  { kind: 'page', key: 'annualReports', to: 'annual-reports' },
  { kind: 'document', key: 'unclaimedFunds', slug: 'unclaimed-funds' },
  { kind: 'page', key: 'contact', to: 'contact-us' },
  { kind: 'page', key: 'hoursAndParking', to: 'hours-and-parking' },
  { kind: 'page', key: 'links', to: 'links' },
  { kind: 'page', key: 'faq', to: 'faq' },
  { kind: 'page', key: 'accessibility', to: 'accessibility' },
  { kind: 'page', key: 'privacy', to: 'privacy' },
];

/**
 * Site footer: court name, address and main phone, the Clerk of Court's office's hours (and
 * today's exception), site links and the copyright line.
 */
export function Footer() {
  const { t } = useTranslation('shellFooter');
  const openModal = useSiteStore((state) => state.openModal);
  const court = useCourtFacts();
  const courtName = useCourtName();
  const year = new Date().getFullYear();
  // Staff may replace or retire these documents; until the answer comes, their own addresses
  // still lead to the current file (a replaced one redirects).
  const { latest } = useApiGet(FOOTER_DOCUMENTS_PATH, 'footerDocuments');
  const servedAs = (slug: string): string | null =>
    latest ? (latest.documents.find((document) => document.slug === slug)?.current ?? null) : slug;

  function renderLink(link: FooterLink) {
    switch (link.kind) {
      case 'page':
        return (
          <LocalizedLink to={link.to} className="usa-link court-footer__link">
            {t(link.key)}
          </LocalizedLink>
        );
      case 'document': {
        const current = servedAs(link.slug);
        return current === null ? null : (
          <DocumentLink slug={current} className="court-footer__link">
            {t(link.key)}
          </DocumentLink>
        );
      }
      case 'fees':
        return (
          <ScriptButton
            className="court-footer__link court-footer__button"
            aria-haspopup="dialog"
            onClick={() => openModal('fees')}
            withoutScript={
              <FeesSearchLink label={t(link.key)} className="usa-link court-footer__link" />
            }
          >
            {t(link.key)}
          </ScriptButton>
        );
    }
  }

  return (
    <footer className="court-footer">
      <div className="court-footer__inner">
        <div className="court-footer__court">
          <p className="court-footer__name">{courtName}</p>
          <address className="court-footer__address">
            {court.street}
            <br />
            {`${court.city}, ${court.state} ${court.zip}`}
            <br />
            {`${t('phone')} `}
            <PhoneLink phone={court.phone} className="court-footer__link" />
          </address>
          <p>
            <HoursSummary office="clerk" />
          </p>
          <TodayException office="clerk" />
        </div>
        <nav aria-label={t('label')}>
          <ul className="court-footer__links">
            {FOOTER_LINKS.map((link) => {
              const item = renderLink(link);
              return item === null ? null : <li key={link.key}>{item}</li>;
            })}
          </ul>
        </nav>
      </div>
      <p className="court-footer__copyright">{t('copyright', { year, court: courtName })}</p>
    </footer>
  );
}

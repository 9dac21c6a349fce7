import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  COURT_INFO,
  LANGUAGES,
  NAVBAR_TRANSPARENCY_THRESHOLD_PX,
  type Language,
} from '@court/contract';
import {
  ExternalLink,
  Link,
  localizedPath,
  parseLocalizedPath,
  registerTranslations,
  useLocation,
  useNavigate,
  useSiteStore,
  useStaffStore,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('shellNavbar', { en, es });

/** Route items of the bar, in the spec's order; Fees and Costs is a button placed after Careers. */
const ITEMS_BEFORE_FEES = [
  { path: '', key: 'home' },
  { path: 'online-services', key: 'onlineServices' },
  { path: 'careers', key: 'careers' },
] as const;
const ITEMS_AFTER_FEES = [
  { path: 'forms', key: 'forms' },
  { path: 'links', key: 'links' },
  { path: 'about-us', key: 'aboutUs' },
  { path: 'contact-us', key: 'contactUs' },
] as const;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** True once the page is scrolled past the point where the bar stops being transparent. */
function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolledPast;
}

/**
 * Publishes the bar's real height as --court-navbar-height, which keeps page content and focused
 * elements clear of the fixed bar however its items wrap (narrow screens, 200% zoom, Spanish).
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const publish = () =>
      document.documentElement.style.setProperty(
        '--court-navbar-height',
        `${element.getBoundingClientRect().height}px`,
      );
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => observer.disconnect();
  }, [ref]);
}

/** While staff are signed in: a link to their tools and the Sign out button. */
function StaffItems({ language, currentPath }: { language: Language; currentPath: string }) {
  const { t } = useTranslation('shellNavbar');
  const staffUser = useStaffStore((state) => state.staffUser);
  const signOut = useStaffStore((state) => state.signOut);
  const showToast = useSiteStore((state) => state.showToast);
  const navigate = useNavigate();
  if (staffUser === null || staffUser === 'unknown') return null;

  async function handleSignOut() {
    const result = await signOut();
    if (result.ok || result.status === 401) {
      showToast(t('signedOut'), 'success');
      void navigate(localizedPath('staff', language));
    } else {
      showToast(t('signOutFailed'), 'error');
    }
  }

  return (
    <ul className="court-navbar__items court-navbar__staff" aria-label={t('staffLabel')}>
      <li className="court-navbar__item">
        <Link
          to={localizedPath('staff', language)}
          className="court-navbar__link"
          aria-current={currentPath === 'staff' ? 'page' : undefined}
        >
          {t('staffLink', { name: staffUser.displayName })}
        </Link>
      </li>
      <li className="court-navbar__item">
        <button
          type="button"
          className="court-navbar__link court-navbar__button"
          onClick={() => void handleSignOut()}
        >
          {t('signOut')}
        </button>
      </li>
    </ul>
  );
}

/** The fixed site navigation: brand, page links, Fees and Costs, CJIS link and language switch. */
export function Navbar() {
  const { t } = useTranslation('shellNavbar');
  const { pathname, search } = useLocation();
  const { language, path: currentPath } = parseLocalizedPath(pathname);
  const openModal = useSiteStore((state) => state.openModal);
  const scrolledPast = useScrolledPast(NAVBAR_TRANSPARENCY_THRESHOLD_PX);
  // The sidebar belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isOpen = openOnPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  usePublishedHeight(headerRef);

  const isHome = currentPath === '';
  const transparent = isHome && !scrolledPast && !isOpen;

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open modal dialog handles its own Escape.
      if (event.key !== 'Escape' || useSiteStore.getState().openModals.length > 0) return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  function pageLink(item: { path: string; key: string }) {
    const isCurrent = currentPath === item.path;
    return (
      <li key={item.key} className="court-navbar__item">
        <Link
          to={localizedPath(item.path, language)}
          className="court-navbar__link"
          aria-current={isCurrent ? 'page' : undefined}
        >
          {t(item.key)}
        </Link>
      </li>
    );
  }

  return (
    <header
      ref={headerRef}
      className={`court-navbar${transparent ? ' court-navbar--transparent' : ''}`}
    >
      <div className="court-navbar__bar">
        <ExternalLink href={COURT_INFO.externalSiteUrl} className="court-navbar__brand">
          {t('brand')}
        </ExternalLink>
        <button
          ref={toggleRef}
          type="button"
          className="court-navbar__toggle"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setOpenOnPath(isOpen ? null : pathname)}
        >
          {t('menu')}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={t('label')}
        className={`court-navbar__nav${isOpen ? ' court-navbar__nav--open' : ''}`}
      >
        <ul className="court-navbar__items">
          {ITEMS_BEFORE_FEES.map(pageLink)}
          <li className="court-navbar__item">
            <button
              type="button"
              className="court-navbar__link court-navbar__button"
              aria-haspopup="dialog"
              onClick={() => openModal('fees')}
            >
              {t('fees')}
            </button>
          </li>
          {ITEMS_AFTER_FEES.map(pageLink)}
          <li className="court-navbar__item">
            <ExternalLink href={COURT_INFO.caseInformationSystemUrl} className="court-navbar__link">
              {t('caseInformationSystem')}
            </ExternalLink>
          </li>
        </ul>
        <StaffItems language={language} currentPath={currentPath} />
        <ul className="court-navbar__languages" aria-label={t('languages')}>
          {LANGUAGES.map((target) => (
            <li key={target}>
              <Link
                to={`${localizedPath(currentPath, target)}${search}`}
                lang={target}
                hrefLang={target}
                className="court-navbar__link court-navbar__language"
                aria-current={target === language ? 'true' : undefined}
              >
                {LANGUAGE_NAMES[target]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

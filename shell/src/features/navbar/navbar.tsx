import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  LANGUAGES,
  MOBILE_BREAKPOINT_PX,
  NAVBAR_TRANSPARENCY_THRESHOLD_PX,
  type Language,
} from '@court/contract';
import {
  ExternalLink,
  isStaffUser,
  Link,
  localizedPath,
  parseLocalizedPath,
  registerTranslations,
  ScriptButton,
  tabbableElements,
  useCourtFacts,
  useCourtName,
  useInertOutside,
  useLocation,
  useNavigate,
  useSiteStore,
  useStaffStore,
  useTabWrap,
  useTranslation,
} from '@court/kit';
import { SearchForm } from '../search/search-form';
import { FeesSearchLink } from '../site-modals/fees-search-link';
import en from './en.json';
import es from './es.json';

registerTranslations('shellNavbar', { en, es });

/** The bar's route items in the original site's order; Fees and Costs is a button after Careers. */
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

/** Where the items move into the sidebar (the toggle shows); matches $mobile-max in the styles. */
const DRAWER_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The most of the window's height the fixed bar may cover. Above it (a short window, 200% zoom
 * and more) the bar scrolls away with the page instead of hiding half of it (WCAG 1.4.10, 2.4.11).
 */
const MAX_FIXED_SHARE = 0.2;

/**
 * Windows shorter than five times the bar's least height (4rem in the sidebar layout, 6.75rem
 * beside it), where it can never stay within MAX_FIXED_SHARE. The styles let the bar scroll away
 * there from the first paint; matches $short-window in the navbar's styles.
 */
const SHORT_WINDOW_QUERY = `${DRAWER_MEDIA_QUERY} and (max-height: 19.99rem), (min-width: ${MOBILE_BREAKPOINT_PX}px) and (max-height: 33.74rem)`;

/** True once the page is scrolled past the point where the bar stops being transparent. */
function useScrolledPast(threshold: number): boolean {
  // Read after hydration: the server-rendered bar is the unscrolled one.
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolledPast;
}

/**
 * Where the styles cannot tell (a window tall enough for the bar's least height), keeps the bar
 * fixed while it covers at most a fifth of the window, however its items wrap (narrow screens,
 * zoom, Spanish), and publishes how much it covers as --court-navbar-height (0 when it scrolls
 * with the page): page content, section jumps and focused elements stay clear of it. In a short
 * window the styles already let it scroll away and publish 0. Nothing inside the bar may size by
 * that variable.
 */
function useFixedWhileShort(ref: RefObject<HTMLElement | null>): boolean {
  const [isFixed, setIsFixed] = useState(true);
  // Before paint, so a window the styles leave to the script never shows a frame of the bar
  // over its content.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const rootStyle = document.documentElement.style;
    const shortWindow =
      typeof window.matchMedia === 'function' ? window.matchMedia(SHORT_WINDOW_QUERY) : null;
    const update = () => {
      if (shortWindow?.matches) {
        setIsFixed(false);
        rootStyle.removeProperty('--court-navbar-height');
        return;
      }
      const height = element.getBoundingClientRect().height;
      const fixed = height <= window.innerHeight * MAX_FIXED_SHARE;
      setIsFixed(fixed);
      rootStyle.setProperty('--court-navbar-height', `${fixed ? height : 0}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return isFixed;
}

/** While staff are signed in: a link to their tools and the Sign out button. */
function StaffItems({ language, currentPath }: { language: Language; currentPath: string }) {
  const { t } = useTranslation('shellNavbar');
  const staffUser = useStaffStore((state) => state.staffUser);
  const signOut = useStaffStore((state) => state.signOut);
  const showToast = useSiteStore((state) => state.showToast);
  const navigate = useNavigate();
  if (!isStaffUser(staffUser)) return null;

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

/**
 * The fixed site navigation: brand, page links, Fees and Costs, CJIS link, the site search and
 * the language switch.
 */
export function Navbar() {
  const { t } = useTranslation('shellNavbar');
  const { pathname, search } = useLocation();
  const { language, path: currentPath } = parseLocalizedPath(pathname);
  const openModal = useSiteStore((state) => state.openModal);
  const court = useCourtFacts();
  const courtName = useCourtName();
  const scrolledPast = useScrolledPast(NAVBAR_TRANSPARENCY_THRESHOLD_PX);
  // The sidebar belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isOpen = openOnPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const isFixed = useFixedWhileShort(headerRef);

  const isHome = currentPath === '';
  const transparent = isHome && !scrolledPast && !isOpen && isFixed;

  // The open sidebar is modal: the menu button and the sidebar are all there is until it closes.
  useInertOutside(headerRef, isOpen);
  useTabWrap(headerRef, isOpen);

  useEffect(() => {
    if (!isOpen) return undefined;
    if (navRef.current) tabbableElements(navRef.current)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened from the sidebar closes on its own Escape; this one is not for the menu.
      const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (event.key !== 'Escape' || event.defaultPrevented || inDialog) return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    // Widened past the breakpoint (a phone turned sideways), the items are back in the bar.
    const drawerLayout =
      typeof window.matchMedia === 'function' ? window.matchMedia(DRAWER_MEDIA_QUERY) : null;
    const closeWhenWide = () => {
      if (drawerLayout && !drawerLayout.matches) setOpenOnPath(null);
    };
    document.addEventListener('keydown', onKeyDown);
    drawerLayout?.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      drawerLayout?.removeEventListener('change', closeWhenWide);
    };
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
      className={[
        'court-navbar',
        transparent && 'court-navbar--transparent',
        !isFixed && 'court-navbar--static',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/* While the sidebar is open it is a modal layer, and says so: the page behind is inert. */}
      <div
        className="court-navbar__layer"
        role={isOpen ? 'dialog' : undefined}
        aria-modal={isOpen || undefined}
        aria-label={isOpen ? t('menu') : undefined}
      >
        <div className="court-navbar__bar">
          <ExternalLink
            href={court.externalSiteUrl}
            className="court-navbar__brand"
            inert={isOpen || undefined}
          >
            {courtName}
          </ExternalLink>
          <ScriptButton
            ref={toggleRef}
            className="court-navbar__toggle"
            aria-expanded={isOpen}
            aria-controls={menuId}
            onClick={() => setOpenOnPath(isOpen ? null : pathname)}
            // The styles then show the menu's links under the bar.
            withoutScript="hidden"
          >
            {t('menu')}
          </ScriptButton>
        </div>
        <nav
          ref={navRef}
          id={menuId}
          aria-label={t('label')}
          className={`court-navbar__nav${isOpen ? ' court-navbar__nav--open' : ''}`}
        >
          <ul className="court-navbar__items">
            {ITEMS_BEFORE_FEES.map(pageLink)}
            <li className="court-navbar__item">
              <ScriptButton
                className="court-navbar__link court-navbar__button"
                aria-haspopup="dialog"
                onClick={() => openModal('fees')}
                withoutScript={<FeesSearchLink label={t('fees')} className="court-navbar__link" />}
              >
                {t('fees')}
              </ScriptButton>
            </li>
            {ITEMS_AFTER_FEES.map(pageLink)}
            <li className="court-navbar__item">
              <ExternalLink href={court.caseInformationSystemUrl} className="court-navbar__link">
                {t('caseInformationSystem')}
              </ExternalLink>
            </li>
          </ul>
          <StaffItems language={language} currentPath={currentPath} />
          {/* Together at the end of the bar, wrapping as one; between the page links and the
              language links in the sidebar, so the sidebar still opens on Home. */}
          <div className="court-navbar__tools">
            <SearchForm
              inputId="navbar-search-query"
              landmarkLabel={t('search')}
              variant="navbar"
              // Searching from the results page changes only the query: close the sidebar here.
              onSearch={() => setOpenOnPath(null)}
            />
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
          </div>
        </nav>
      </div>
    </header>
  );
}

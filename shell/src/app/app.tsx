import { useRef } from 'react';
import { parseLocalizedPath, registerTranslations, useLocation } from '@court/kit';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { SiteModals } from '../features/site-modals/site-modals';
import type { RemoteRoute } from '../remotes/route-table';
import { useFocusOnNavigation } from './focus-on-navigation';
import { useLanguageFromUrl } from './language-sync';
import { useScrollRestoration } from './scroll-restoration';
import { SiteRoutes } from './site-routes';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { ToastHost } from './toast-host';
import en from './en.json';
import es from './es.json';

registerTranslations('shell', { en, es });

export interface AppProps {
  /** Built once before the first render (see bootstrap), so every remote has one lazy page. */
  routes: readonly RemoteRoute[];
}

/** The page frame every route shares: skip link, navbar, content, footer, modals, toasts. */
export function App({ routes }: AppProps) {
  const mainRef = useRef<HTMLElement>(null);
  // The home page's hero runs under the transparent navbar; other pages start below the bar.
  const isHome = parseLocalizedPath(useLocation().pathname).path === '';
  useLanguageFromUrl();
  useScrollRestoration();
  useFocusOnNavigation(mainRef);
  return (
    <>
      <SkipLink />
      <Navbar />
      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        className={isHome ? 'court-main court-main--under-navbar' : 'court-main'}
      >
        <SiteRoutes routes={routes} />
      </main>
      <Footer />
      <SiteModals />
      <ToastHost />
    </>
  );
}

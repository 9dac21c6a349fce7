import { useRef } from 'react';
import { PublishedCourtFacts, PublishedCourtHoursProvider, registerTranslations } from '@court/kit';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { SiteAlerts } from '../features/site-alerts/site-alerts';
import { SiteModals } from '../features/site-modals/site-modals';
import { usePrefetchLinks } from '../remotes/prefetch-links';
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

/**
 * The page frame every route shares: skip link, site alerts, navbar, content, footer, modals,
 * toasts.
 */
export function App({ routes }: AppProps) {
  const mainRef = useRef<HTMLElement>(null);
  useLanguageFromUrl();
  useScrollRestoration();
  useFocusOnNavigation(mainRef);
  usePrefetchLinks(routes);
  return (
    <PublishedCourtFacts>
      <PublishedCourtHoursProvider>
        <SkipLink />
        <SiteAlerts />
        <Navbar />
        <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="court-main">
          <SiteRoutes routes={routes} />
        </main>
        <Footer />
        <SiteModals />
        <ToastHost />
      </PublishedCourtHoursProvider>
    </PublishedCourtFacts>
  );
}

import { Navigate, Route, Routes, localizedPath, useLanguage } from '@court/kit';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { routePatterns, type RemoteRoute } from '../remotes/route-table';

/** Leftover template pages of the old site and the pages that replace them. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  signup: 'juror-notification-signup',
  landing: 'contact-us',
  'user-profile': '',
  nucleoicons: '',
};

function LegacyRedirect({ to }: { to: string }) {
  return <Navigate to={localizedPath(to, useLanguage())} replace />;
}

export interface SiteRoutesProps {
  routes: readonly RemoteRoute[];
}

/** Every remote path in English and Spanish, the legacy redirects, and the 404 page. */
export function SiteRoutes({ routes }: SiteRoutesProps) {
  return (
    <Routes>
      {routes.flatMap((route) =>
        routePatterns(route.path).map((pattern) => (
          <Route key={pattern} path={pattern} element={<RemotePage route={route} />} />
        )),
      )}
      {Object.entries(LEGACY_REDIRECTS).flatMap(([from, to]) =>
        routePatterns(from).map((pattern) => (
          <Route key={pattern} path={pattern} element={<LegacyRedirect to={to} />} />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

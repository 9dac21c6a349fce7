import { Suspense, useMemo, type ReactNode } from 'react';
import { SEARCH_PAGE_PATH, SET_PASSWORD_PAGE, STAFF_ME_PAGE } from '@court/contract';
import {
  Navigate,
  PageLoading,
  Route,
  Routes,
  localizedPath,
  parseLocalizedPath,
  preloadable,
  useLanguage,
  useLocation,
} from '@court/kit';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { RemotePage } from '../remotes/remote-page';
import { routePatterns, type RemoteRoute } from '../remotes/route-table';

/** Leftover template pages of the old site and the pages that replace them. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  signup: 'juror-notification-signup',
  landing: 'contact-us',
  'user-profile': '',
  nucleoicons: '',
};

// The staff pages are for a handful of people: public visitors never download their code.
const staffPage = preloadable(async () => ({
  default: (await import('../features/staff/staff-page')).StaffPage,
}));
const auditPage = preloadable(async () => ({
  default: (await import('../features/staff/audit-page')).AuditPage,
}));
const staffSearchPage = preloadable(async () => ({
  default: (await import('../features/staff-search/staff-search-page')).StaffSearchPage,
}));
const staffAccountsPage = preloadable(async () => ({
  default: (await import('../features/staff-accounts/staff-accounts-page')).StaffAccountsPage,
}));
const staffMePage = preloadable(async () => ({
  default: (await import('../features/staff-me/staff-me-page')).StaffMePage,
}));
const staffSetPasswordPage = preloadable(async () => ({
  default: (await import('../features/staff-set-password/staff-set-password-page'))
    .StaffSetPasswordPage,
}));
const searchPage = preloadable(async () => ({
  default: (await import('../features/search/search-page')).SearchPage,
}));

/** The shell's own pages, by path without the language, each loaded when first shown. */
const SHELL_PAGE_PRELOADS: Readonly<Record<string, () => Promise<void>>> = {
  staff: staffPage.preload,
  'staff/audit': auditPage.preload,
  'staff/search': staffSearchPage.preload,
  'staff/accounts': staffAccountsPage.preload,
  [STAFF_ME_PAGE]: staffMePage.preload,
  [SET_PASSWORD_PAGE]: staffSetPasswordPage.preload,
  [SEARCH_PAGE_PATH]: searchPage.preload,
};

/**
 * Loads the code of the shell page at a URL path, if the shell serves one there. The server sent
 * that page painted; with its code loaded, the script's first render shows the same page at
 * once instead of a loading placeholder while the code arrives.
 */
export function preloadShellPage(pathname: string): Promise<void> {
  const { path } = parseLocalizedPath(pathname);
  return SHELL_PAGE_PRELOADS[path.replace(/\/+$/, '')]?.() ?? Promise.resolve();
}

/**
 * Whether the shell's page at a URL path is one the server renders as the script's first render
 * paints it, so the script adopts its HTML: the search results, which the address and the page
 * data decide. Staff pages depend on who is signed in, which only the browser learns.
 */
export function isHydratedShellPage(pathname: string): boolean {
  return parseLocalizedPath(pathname).path.replace(/\/+$/, '') === SEARCH_PAGE_PATH;
}

/** Staff tool pages the shell itself serves; remotes serve the others. */
export const SHELL_STAFF_PATHS: readonly string[] = [
  'staff/audit',
  'staff/search',
  'staff/accounts',
  STAFF_ME_PAGE,
];

/** A lazily loaded shell page; if its code cannot be fetched, says so like a remote page. */
function ShellPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary key={pathname} remoteName="court_shell">
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

function LegacyRedirect({ to }: { to: string }) {
  return <Navigate to={localizedPath(to, useLanguage())} replace />;
}

export interface SiteRoutesProps {
  routes: readonly RemoteRoute[];
}

/**
 * Every remote path in English and Spanish, the shell's staff pages, the search results, the
 * legacy redirects, and the 404 page.
 */
export function SiteRoutes({ routes }: SiteRoutesProps) {
  const availablePaths = useMemo(
    () => new Set([...routes.map((route) => route.path), ...SHELL_STAFF_PATHS]),
    [routes],
  );
  return (
    <Routes>
      {routes.flatMap((route) =>
        routePatterns(route.path).map((pattern) => (
          <Route key={pattern} path={pattern} element={<RemotePage route={route} />} />
        )),
      )}
      {routePatterns('staff').map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <staffPage.Component availablePaths={availablePaths} />
            </ShellPage>
          }
        />
      ))}
      {routePatterns('staff/search').map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <staffSearchPage.Component />
            </ShellPage>
          }
        />
      ))}
      {routePatterns('staff/audit').map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <auditPage.Component />
            </ShellPage>
          }
        />
      ))}
      {routePatterns('staff/accounts').map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <staffAccountsPage.Component />
            </ShellPage>
          }
        />
      ))}
      {routePatterns(STAFF_ME_PAGE).map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <staffMePage.Component />
            </ShellPage>
          }
        />
      ))}
      {routePatterns(SET_PASSWORD_PAGE).map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <staffSetPasswordPage.Component />
            </ShellPage>
          }
        />
      ))}
      {routePatterns(SEARCH_PAGE_PATH).map((pattern) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <ShellPage>
              <searchPage.Component />
            </ShellPage>
          }
        />
      ))}
      {Object.entries(LEGACY_REDIRECTS).flatMap(([from, to]) =>
        routePatterns(from).map((pattern) => (
          <Route key={pattern} path={pattern} element={<LegacyRedirect to={to} />} />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

// Which browser tests a change reaches, for `npm run test:changed`. A remote's change reaches its
// own pages (its routes.json) and the specs that visit them; an API feature's change reaches the
// pages of the remote that shows that feature; a change to what every page uses (the shell, the
// kit, the contract, the API's platform, the test support) reaches every browser test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const REMOTES = ['mfe-info', 'mfe-jury', 'mfe-forms', 'mfe-careers'];

/** The API's feature folders whose only pages are one remote's. */
const API_FEATURE_REMOTES = {
  careers: 'mfe-careers',
  documents: 'mfe-info',
  forms: 'mfe-forms',
  hearings: 'mfe-forms',
  jury: 'mfe-jury',
  probation: 'mfe-info',
};

/** Changes that reach no page: documentation, CI, editor settings and unit tests. */
const REACHES_NO_PAGE =
  /\.md$|^docs\/|^\.ci\/|^renovate\.json$|^\.prettier|(^|\/)[^/]+\.test\.tsx?$/;

/**
 * Specs of what every page shares (the frame, the navbar, site search, alerts, focus and colour
 * layers, reduced motion, the site without JavaScript, the staff sign-in and its second factor,
 * a remote that cannot load or is deployed alone): they open a remote's page only as an example
 * of any page, so they run for a change to the shell, the kit, the contract or the platform, and
 * for a change to themselves, not for a change to that remote. The page walk reads each reached
 * page in every state, without JavaScript too.
 */
const FRAME_SPECS = new Set([
  'focus-layers.spec.ts',
  'focus-visibility.spec.ts',
  'forced-colors.spec.ts',
  'independent-deploy.spec.ts',
  'navbar-position.spec.ts',
  'reduced-motion.spec.ts',
  'remote-down.spec.ts',
  'search-api.spec.ts',
  'search.spec.ts',
  'shell.spec.ts',
  'site-alerts.spec.ts',
  'staff-second-factor.spec.ts',
  'staff-single-sign-on.spec.ts',
  'without-javascript.spec.ts',
]);

/**
 * Frame specs that also test one remote's staff tool (the alerts a frame shows are written with
 * mfe-info's alerts tool): they run for a change to the remote whose routes hold that tool too.
 */
const FRAME_SPEC_TOOLS = new Map([['site-alerts.spec.ts', 'staff/alerts']]);

const SPEC_FOLDER = path.join(ROOT, 'tests', 'e2e');
const WALK_SPEC = 'page-walk.spec.ts';

function routesOf(remote) {
  return JSON.parse(readFileSync(path.join(ROOT, remote, 'routes.json'), 'utf8')).paths;
}

/** Whether a browser test file visits one of these routes (by address: '/jury-faq', 'bio/'). */
function visits(source, routes) {
  return routes.some((route) => {
    const fixed = route.split('/:')[0];
    if (fixed === '') return false;
    const escaped = fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The address begins a string or follows the server's ('/jury-faq', '/es/jury-faq',
    // 'jury-faq', `${BASE_URL}/staff/jury`): an API path such as '/api/muni/forms/interpreter'
    // or another route ending in the same word is no visit.
    return new RegExp(`(['"\`]|\\}/)(/?es)?/?${escaped}(['"\`/?#]|$)`, 'm').test(source);
  });
}

/**
 * What to run in the browser for these changed files: `specs` to pass to Playwright (every spec
 * when `all`), the settings that narrow the page walk, and the apps to rebuild first.
 */
export function browserSelection(changed) {
  const reaching = changed.filter((file) => !REACHES_NO_PAGE.test(file));
  if (reaching.length === 0) {
    return { all: false, specs: [], env: {}, rebuild: [], reason: 'the change reaches no page.' };
  }
  const remotes = new Set();
  const specs = new Set();
  const rebuild = new Set();
  for (const file of reaching) {
    const [top, second, feature] = file.split('/');
    if (REMOTES.includes(top)) {
      remotes.add(top);
      rebuild.add(top);
    } else if (top === 'api' && second === 'src' && API_FEATURE_REMOTES[feature]) {
      remotes.add(API_FEATURE_REMOTES[feature]);
      rebuild.add('api');
    } else if (top === 'tests' && second === 'e2e') {
      specs.add(feature);
    } else {
      return {
        all: true,
        specs: [],
        env: {},
        rebuild: [],
        reason: `${file} is used by every page: the whole browser suite.`,
      };
    }
  }
  const routes = [...remotes].flatMap(routesOf);
  if (routes.length > 0) {
    specs.add(WALK_SPEC);
    for (const [spec, tool] of FRAME_SPEC_TOOLS) {
      if (routes.includes(tool)) specs.add(spec);
    }
    for (const spec of readdirSync(SPEC_FOLDER)) {
      if (
        spec !== WALK_SPEC &&
        !FRAME_SPECS.has(spec) &&
        visits(readFileSync(path.join(SPEC_FOLDER, spec), 'utf8'), routes)
      ) {
        specs.add(spec);
      }
    }
  }
  const list = [...specs].sort();
  return {
    all: false,
    specs: list.map((spec) => `e2e/${spec}`),
    // Without a change to the walk itself, it walks only the pages of the remotes reached.
    env:
      specs.has(WALK_SPEC) && remotes.size > 0 && !reaching.includes(`tests/e2e/${WALK_SPEC}`)
        ? { WALK_ROUTES: routes.join(',') }
        : {},
    rebuild: [...rebuild],
    reason:
      list.length === 0
        ? 'none reach the change.'
        : `${list.join(', ')}${remotes.size > 0 ? ` (pages of ${[...remotes].join(', ')})` : ''}.`,
  };
}

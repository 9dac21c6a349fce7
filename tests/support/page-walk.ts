import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { forcedColorProblems } from './forced-colors';
import {
  WALK_SIZES,
  expectTabWalkClean,
  resetView,
  waitForQuietPage,
  type ViewportSize,
} from './focus-walk';
import { htmlProblems } from './html-validity';
import { expectLabelsInNames } from './label-in-name';
import { motionOf, scrollBehavior } from './motion';
import { paintedHeadingKept, waitForScript } from './open-page';
import { addUserStyles, type SweepLanguage } from './page-sweep';
import { expectReadableWithoutScript, SERVER_RENDERED_PAGES } from './server-rendered-pages';
import type { PUBLIC_PAGES } from './site-paths';
import { headerCoverHalfWay, textLayoutProblems } from './text-layout';
import type { SweepContextOptions } from './walk-pages';

/**
 * The page walks: every accessibility and quality check that looks at a whole page, run on one
 * load of the page per state (window size and user settings) instead of one load per check.
 * Each check still reports on its own, named, so a failure says which rule broke on which page.
 */

type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A page opened for the walk, and what its load said. */
export interface LoadedPage {
  page: Page;
  url: string;
  /** The public page's entry in the site's list; undefined for a staff page. */
  entry?: PublicPage;
  language: SweepLanguage;
  /** The HTTP status of the page's own answer. */
  status: number | undefined;
  /** What the page logged as an error since it was opened. */
  consoleErrors: string[];
  /** Its errors and warnings, and errors its scripts threw, since it was opened. */
  consoleProblems: string[];
}

export interface PageCheck {
  name: string;
  run(loaded: LoadedPage): Promise<void>;
  /** The public pages it checks, when not all (the page is opened for it as it needs). */
  appliesTo?(entry: PublicPage): boolean;
  /** The page is opened with its script held back and the painted heading marked. */
  marksPaintedHeading?: boolean;
}

/** A page to walk that is not a plain load: a control clicked first, as a visitor would. */
export interface OpenedState {
  path: string;
  state: string;
  open(page: Page, language: SweepLanguage): Promise<void>;
}

/** User settings that a page's style sheets answer the moment they change (media features). */
export type WalkMedia = Pick<
  NonNullable<Parameters<Page['emulateMedia']>[0]>,
  'colorScheme' | 'forcedColors' | 'reducedMotion'
>;

/** The window and settings a page is loaded in, and the checks run on each load. */
export interface WalkState {
  name: string;
  size: ViewportSize;
  context?: SweepContextOptions;
  /**
   * Settings put on the plain load of the same size once its own checks are done, instead of a
   * load of its own (see WALK_LOADS).
   */
  media?: WalkMedia;
  /** Checks of each public page, in both languages. */
  public: PageCheck[];
  /** Checks of each staff page, signed in as an administrator. */
  staff: PageCheck[];
  /** Checks of the opened states below. */
  opened: PageCheck[];
}

const NOT_FOUND_HEADING = /not found|no (se )?encontr/i;

const content: PageCheck = {
  name: 'content',
  async run({ page, url, entry, language, status, consoleErrors }) {
    if (!entry) throw new Error(`${url} is not a public page of the site's list`);
    const notFound = entry.notFound ?? false;
    // A "not found" page is answered 404, so search engines and monitoring see it.
    expect.soft(status, `${url}: status`).toBe(notFound ? 404 : 200);
    await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading[language]);
    await expect.soft(page.locator('html')).toHaveAttribute('lang', language);
    await expect.soft(page.getByText(/temporarily unavailable|no está disponible/i)).toHaveCount(0);
    await expect.soft(page).toHaveTitle(/Canton/);
    // Chromium logs a 404 answer as a console error, which a "not found" page expects.
    const errors = consoleErrors.filter((error) => !(notFound && /\b404\b/.test(error)));
    expect.soft(errors, `${url}: console errors`).toEqual([]);
  },
};

const axe: PageCheck = {
  name: 'axe',
  run: ({ page }) => expectNoAxeViolations(page),
};

const htmlValidity: PageCheck = {
  name: 'HTML validity',
  async run({ page, url }) {
    // Lists fetched after the heading (documents, postings) are part of the page too.
    expect.soft(await htmlProblems(await page.content()), `${url}: HTML problems`).toEqual([]);
  },
};

/** What this worker has already followed, with the problem found (null: none). */
const followedLinks = new Map<string, Promise<string | null>>();

/** Follows one same-site link once per worker: a page must exist, a file must be served. */
function follow(page: Page, pathname: string): Promise<string | null> {
  let result = followedLinks.get(pathname);
  if (!result) {
    result = (async () => {
      // A connection of its own: follows come seconds apart, and a kept-alive socket the server
      // is closing as it is reused fails the request (browsers retry that; this client does not).
      const response = await page.request.get(pathname, { headers: { connection: 'close' } });
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200) return `${pathname} answers ${response.status()}`;
      if (pathname.startsWith('/documents/') && !/application\/pdf/.test(type)) {
        return `${pathname} is served as ${type}, not as a PDF`;
      }
      if (type.startsWith('text/html')) {
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '';
        if (NOT_FOUND_HEADING.test(heading.replace(/<[^>]+>/g, ''))) {
          return `${pathname} shows "not found"`;
        }
      }
      return null;
    })();
    followedLinks.set(pathname, result);
  }
  return result;
}

const links: PageCheck = {
  name: 'links',
  async run({ page, url, entry }) {
    // Pages that exist to show "not found" link to themselves through the language switch.
    if (entry?.notFound) return;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const origin = new URL(page.url()).origin;
    const paths = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((link) => link.origin === origin)
          .map((link) => link.pathname),
      ),
    ];
    const broken = (await Promise.all(paths.map((path) => follow(page, path)))).filter(
      (problem): problem is string => problem !== null,
    );
    expect.soft(broken, `${url}: broken links`).toEqual([]);
    // The forms page is where the court's documents are linked: the walk must see some.
    if (entry?.path === 'forms') {
      expect
        .soft(
          paths.filter((path) => path.startsWith('/documents/')).length,
          `${url}: documents linked`,
        )
        .toBeGreaterThan(0);
    }
  },
};

const labelInName: PageCheck = {
  name: 'label in name',
  run: ({ page, url }) => expectLabelsInNames(page, url),
};

const keyboard: PageCheck = {
  name: 'keyboard walk',
  async run({ page, url }) {
    await resetView(page);
    await expectTabWalkClean(page, url);
  },
};

/** No sideways scrolling at 320 CSS px (WCAG 1.4.10 reflow). */
const reflow: PageCheck = {
  name: 'reflow',
  async run({ page, url }) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `${url}: sideways overflow`).toBeLessThanOrEqual(0);
  },
};

/**
 * WCAG 1.4.12's text spacing, as a reader's style sheet or bookmarklet sets it: nothing may be
 * cut off or drawn over other text when a page is read this way.
 */
const TEXT_SPACING = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p {
    margin-bottom: 2em !important;
  }
`;

const textSpacing: PageCheck = {
  name: 'text spacing',
  async run({ page, url }) {
    await resetView(page);
    const remove = await addUserStyles(page, TEXT_SPACING);
    const { clipped, overlapping, sideways } = await textLayoutProblems(page);
    await remove();
    expect.soft(clipped, `${url}: text cut off`).toEqual([]);
    expect.soft(overlapping, `${url}: text over text`).toEqual([]);
    expect.soft(sideways, `${url}: sideways scrolling`).toEqual([]);
  },
};

/**
 * Nothing hidden, nothing sideways, every control reachable in a zoomed window: at 400% the
 * window is small (WCAG 1.4.10); with text-only zoom the text is twice as large (WCAG 1.4.4).
 */
async function expectZoomedPageUsable(page: Page, url: string): Promise<void> {
  const { clipped, overlapping, sideways } = await textLayoutProblems(page);
  expect.soft(sideways, `${url}: sideways scrolling`).toEqual([]);
  expect.soft(clipped, `${url}: text cut off`).toEqual([]);
  expect.soft(overlapping, `${url}: text over text`).toEqual([]);
  // A header that stays put over a short window hides what is scrolled under it: it may keep a
  // fifth of the window at most, as the focus visibility tests require.
  const { covered, viewport } = await headerCoverHalfWay(page);
  expect
    .soft(covered, `${url}: header height in view half-way down`)
    .toBeLessThanOrEqual(viewport / 5);
  // Every control can be reached with Tab, and the browser's focus scrolling brings it fully
  // into view, uncovered at its centre by the header or anything else.
  await expectTabWalkClean(page, url);
}

/** A 1280x800 window at 400% zoom leaves a 320x200 CSS px viewport. */
const zoom400: PageCheck = {
  name: '400% zoom',
  async run({ page, url }) {
    await resetView(page);
    await expectZoomedPageUsable(page, url);
  },
};

/**
 * A browser's text-only zoom (Chrome's font size setting, Firefox's "Zoom text only") scales the
 * default font size, so every rem and em size doubles while the window keeps its CSS width: a
 * root font size of 200% does the same.
 */
const textZoom: PageCheck = {
  name: 'text-only zoom 200%',
  async run({ page, url }) {
    await resetView(page);
    const remove = await addUserStyles(page, 'html { font-size: 200% !important; }');
    try {
      await expectZoomedPageUsable(page, url);
    } finally {
      await remove();
    }
  },
};

/** Controls, layers and icons show, and every Tab stop is outlined (box shadows are gone). */
const forcedColors: PageCheck = {
  name: 'forced colours',
  async run({ page, url }) {
    expect.soft(await forcedColorProblems(page), `${url}: hidden by forced colours`).toEqual([]);
    await resetView(page);
    await expectTabWalkClean(page, url, 'focus problems in forced colours');
  },
};

const reducedMotion: PageCheck = {
  name: 'reduced motion',
  async run({ page, url }) {
    // Jumps to a section or a focused field happen at once rather than glide.
    expect.soft(await scrollBehavior(page), `${url}: html scroll-behavior`).not.toBe('smooth');
    // Nothing on the page moves, the skip link and the navbar over the home page included.
    expect.soft(await motionOf(page, 'body'), `${url}: motion`).toEqual([]);
  },
};

/** The pages the remotes render at build time, which the script adopts rather than paints. */
const RENDERED_PAGES = new Map(SERVER_RENDERED_PAGES.map(({ pagePath, page }) => [pagePath, page]));

/** A rendered page reads whole with JavaScript switched off. */
const withoutScript: PageCheck = {
  name: 'read without JavaScript',
  appliesTo: ({ path }) => RENDERED_PAGES.has(path),
  async run({ page, url, entry, language }) {
    const title = RENDERED_PAGES.get(entry?.path ?? '')?.title[language] ?? '';
    await expectReadableWithoutScript(page, url, title, language);
  },
};

/**
 * The script adopts the nodes the server painted (React hydrates them; it does not paint the
 * page again) and says nothing while it does: a mismatch is logged as an error or warning.
 */
const hydration: PageCheck = {
  name: 'hydration',
  appliesTo: ({ path }) => RENDERED_PAGES.has(path),
  marksPaintedHeading: true,
  async run({ page, url, entry, consoleProblems }) {
    await waitForScript(page);
    expect.soft(await paintedHeadingKept(page), `${url}: painted heading kept`).toBe(true);
    await expect
      .soft(page.locator('#root[data-hydrate] h1[data-painted-by-server]'))
      .toHaveCount(1);
    // Chromium logs a 404 answer as a console error, which a "not found" page expects.
    const problems = consoleProblems.filter(
      (problem) => !(entry?.notFound && /\b404\b/.test(problem)),
    );
    expect.soft(problems, `${url}: console errors and warnings`).toEqual([]);
  },
};

const NO_MEDIA_EMULATION: WalkMedia = {
  colorScheme: null,
  forcedColors: null,
  reducedMotion: null,
};

/**
 * Puts a loaded page in a state's emulated settings (undefined: the browser's own again), with
 * the view as a fresh load has it.
 */
export async function emulateWalkMedia(page: Page, media: WalkMedia | undefined): Promise<void> {
  await page.emulateMedia(media ?? NO_MEDIA_EMULATION);
  await resetView(page);
}

const [LAPTOP, HALF_LAPTOP, PHONE] = WALK_SIZES as [ViewportSize, ViewportSize, ViewportSize];

/**
 * Each state a page is loaded in, with the checks that need it. Checks that scroll, move focus or
 * add styles come after those that only read, and each puts the view back as it found it.
 */
export const WALK_STATES: readonly WalkState[] = [
  {
    name: 'laptop 1280x800',
    size: LAPTOP,
    public: [
      content,
      hydration,
      axe,
      htmlValidity,
      links,
      labelInName,
      textSpacing,
      textZoom,
      keyboard,
    ],
    staff: [axe, labelInName, textSpacing, textZoom, keyboard],
    opened: [htmlValidity, labelInName, keyboard],
  },
  // A 1280x800 window at 200% zoom.
  { name: '640x400', size: HALF_LAPTOP, public: [keyboard], staff: [keyboard], opened: [keyboard] },
  {
    name: 'phone 320x640',
    size: PHONE,
    public: [reflow, textSpacing, keyboard],
    staff: [textSpacing, keyboard],
    opened: [keyboard],
  },
  {
    name: '400% zoom 320x200',
    size: { width: 320, height: 200 },
    public: [zoom400],
    staff: [zoom400],
    opened: [],
  },
  {
    // Forced colours with a dark palette (white text on black, yellow links), as most Windows
    // high-contrast users choose: an icon painted in a fixed dark colour disappears in it.
    name: 'forced colours 1280x800',
    size: LAPTOP,
    media: { forcedColors: 'active', colorScheme: 'dark' },
    public: [forcedColors],
    staff: [forcedColors],
    opened: [],
  },
  {
    // The operating system's "reduce motion" setting, which browsers report to the page.
    name: 'reduced motion 1280x800',
    size: LAPTOP,
    media: { reducedMotion: 'reduce' },
    public: [reducedMotion],
    staff: [],
    opened: [],
  },
  {
    // A browser with JavaScript switched off, or a script that fails to load.
    name: 'no JavaScript 1280x800',
    size: LAPTOP,
    context: { javaScriptEnabled: false },
    public: [withoutScript],
    staff: [],
    opened: [],
  },
];

/** One load of a page, and the states reached from it by emulated settings. */
export interface WalkLoad {
  state: WalkState;
  emulated: WalkState[];
}

/**
 * The loads the walk makes of each page: one per window size and browser. A state of emulated
 * settings (forced colours, reduced motion) is checked on the plain load of its size, after that
 * load's own checks: style sheets answer a media feature as soon as it changes, as they do at
 * load, and the site's scripts read these settings when they act, never only once at start.
 * Nothing is lost by it, and a load is a third of the walk's time.
 */
export const WALK_LOADS: readonly WalkLoad[] = WALK_STATES.filter(({ media }) => !media).map(
  (state) => ({
    state,
    emulated: state.context
      ? []
      : WALK_STATES.filter(
          ({ media, size }) =>
            media && size.width === state.size.width && size.height === state.size.height,
        ),
  }),
);

/** Pages whose content changes after a click, walked in that state too. */
export const OPENED_STATES: readonly OpenedState[] = [
  {
    path: 'driving-privileges',
    state: 'with a location added',
    async open(page, language) {
      const text = {
        en: {
          legend: 'New Location',
          type: 'Type',
          name: 'Name',
          address: 'Address',
          day: 'Monday',
          hours: 'Hours',
          add: 'Add Location',
        },
        es: {
          legend: 'Nuevo lugar',
          type: 'Tipo de lugar',
          name: 'Nombre del lugar',
          address: 'Dirección del lugar',
          day: 'Lunes',
          hours: 'Horario',
          add: 'Agregar lugar',
        },
      }[language];
      const location = page.getByRole('group', { name: text.legend, exact: true });
      await location.getByLabel(text.type, { exact: true }).selectOption('Employer');
      await location.getByLabel(text.name, { exact: true }).fill('Acme Tool Works');
      await location.getByLabel(text.address, { exact: true }).fill('400 Market Ave N, Canton');
      await location.getByText(text.day, { exact: true }).click();
      await location.getByLabel(text.hours, { exact: true }).fill('7:00 AM to 3:30 PM');
      await location.getByRole('button', { name: text.add }).click();
      await page.locator('main table').waitFor();
      await waitForQuietPage(page);
    },
  },
];

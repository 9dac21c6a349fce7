import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from '@court/kit';

const STORAGE_KEY = 'court:scroll-positions';
/** Remote pages grow as their code arrives; give up restoring a position after this long. */
const SETTLE_MS = 3_000;

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private browsing may refuse storage; scrolling then simply starts at the top.
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Calls `attempt` now and whenever the DOM changes, until it returns true or time runs out. */
function retryUntil(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(stop, SETTLE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Opens the disclosure a link points into (an FAQ answer, <details>), so the visitor lands on the
 * answer rather than on a closed question. The browser opens one by itself only around a target
 * inside the answer.
 */
function openDisclosure(target: HTMLElement): void {
  const disclosure = target.closest('details');
  if (disclosure) disclosure.open = true;
}

function scrollToSection(id: string): () => void {
  return retryUntil(() => {
    const target = document.getElementById(id);
    if (!target) return false;
    openDisclosure(target);
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus along with the view. A section is not focusable by default, and the
    // browser, on a full load, clears the focus when it reaches a target that is not: made
    // focusable here, the target keeps the focus whichever of the two comes first.
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    return true;
  });
}

function restoreScroll(top: number): () => void {
  return retryUntil(() => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 2;
  });
}

/**
 * Where a place on the page is kept. The router names each entry of its history; every page
 * opened by a full load is named "default", so those are told apart by their address too.
 */
function positionKey({ key, pathname, search }: Location): string {
  return key === 'default' ? `${key} ${pathname}${search}` : key;
}

/**
 * Whether this document's load returns to a page the visitor has seen (a reload, back or
 * forward): only then is a kept place restored on the first page shown. One opened from its
 * address or a link starts at the top.
 */
function loadReturnsToPage(): boolean {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  const type: unknown = entry && 'type' in entry ? entry.type : 'navigate';
  return type === 'reload' || type === 'back_forward';
}

/**
 * BrowserRouter has no scroll restoration: back/forward returns to where the visitor was, a new
 * navigation starts at the top, and a link to a section (#id) scrolls to it.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once per render of the layout (once per navigation): cheap, and never stale on reload.
  const positions = useRef(readPositions());
  const currentKey = useRef(positionKey(location));
  const isFirstPage = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      frame = 0;
      positions.current[currentKey.current] = window.scrollY;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(record);
    };
    const persist = () => writePositions(positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  // Before paint, so the new page never flashes at the old page's scroll position.
  useLayoutEffect(() => {
    currentKey.current = positionKey(location);
    writePositions(positions.current);
    const opensFreshLoad = isFirstPage.current && !loadReturnsToPage();
    isFirstPage.current = false;
    if (navigationType === 'POP' && !opensFreshLoad) {
      const saved = positions.current[currentKey.current];
      if (saved !== undefined) return restoreScroll(saved);
    }
    if (location.hash.length > 1)
      return scrollToSection(decodeURIComponent(location.hash.slice(1)));
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);
}

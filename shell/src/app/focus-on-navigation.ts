import { useEffect, useRef, type RefObject } from 'react';
import { PAGE_HEADING_ID, isTidyAddress, useLocation } from '@court/kit';

/** How long to wait for a lazily loaded page's heading before focusing <main> instead. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each navigation (not the first load, nor one that only tidies the address) moves focus to
 * the new page's h1, so screen-reader and keyboard users start at the top of the new content.
 * Remote pages render their heading after their code arrives, so this waits for it to appear.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const firstKey = useRef(location.key);
  const tidiesAddress = isTidyAddress(location.state);

  useEffect(() => {
    // A link to a section (#id) is handled by the scroll manager, which focuses the section.
    if (location.key === firstKey.current || location.hash || tidiesAddress) return undefined;
    const main = mainRef.current;
    const focusHeading = () => {
      const heading = document.getElementById(PAGE_HEADING_ID);
      if (!heading) return false;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      main?.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main ?? document.body, { childList: true, subtree: true });
    return stop;
  }, [location.key, location.hash, tidiesAddress, mainRef]);
}

import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]';

function isRendered(element: HTMLElement): boolean {
  // jsdom has no layout and no checkVisibility: there, only the hidden attribute hides.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.closest('[hidden]') === null;
}

/** The elements inside `container` that Tab stops at, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      isRendered(element),
  );
}

function precedes(first: Node, second: Node): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * While `active`, Tab and Shift+Tab go round inside `container`: past its last stop to its first
 * and back. A modal layer needs this because the browser otherwise walks out of it, to its own
 * toolbar or (without a native modal) to the page behind.
 */
export function useTabWrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
      const stops = tabbableElements(container);
      const current = document.activeElement ?? container;
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && !stops.some((stop) => precedes(stop, current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && !stops.some((stop) => precedes(current, stop))) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [containerRef, active]);
}

/**
 * While `active`, makes everything outside `container` inert (out of reach of focus, pointer and
 * assistive technology), as showModal() does for a native dialog. Elements that were inert
 * already are left so afterwards.
 */
export function useInertOutside(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const madeInert: Element[] = [];
    for (
      let node: Element = container;
      node.parentElement && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [containerRef, active]);
}

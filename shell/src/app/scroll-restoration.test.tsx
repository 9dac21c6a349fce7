import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@court/kit';
import { renderPage } from '@court/kit/testing';
import { useScrollRestoration } from './scroll-restoration';

function FaqPage() {
  useScrollRestoration();
  return (
    <>
      <Link to="/faq#juror-pay">How much are jurors paid?</Link>
      <details>
        <summary id="juror-pay">Are jurors paid?</summary>
        <p>Yes, for each day of service.</p>
      </details>
      <details>
        <summary id="parking">Where do I park?</summary>
        <p>In the lot on Second Street.</p>
      </details>
    </>
  );
}

/** The disclosure whose question carries `anchor`. */
const answerOf = (anchor: string) => document.getElementById(anchor)?.closest('details');

describe('useScrollRestoration', () => {
  it('opens the answer an address points to and puts the focus on its question', () => {
    renderPage(<FaqPage />, { route: '/faq#juror-pay' });
    expect(answerOf('juror-pay')).toHaveAttribute('open');
    expect(answerOf('parking')).not.toHaveAttribute('open');
    expect(screen.getByText('Are jurors paid?')).toHaveFocus();
  });

  it('does the same for a link followed within the site', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: '/faq' });
    expect(answerOf('juror-pay')).not.toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'How much are jurors paid?' }));
    expect(answerOf('juror-pay')).toHaveAttribute('open');
    expect(screen.getByText('Are jurors paid?')).toHaveFocus();
  });
});

describe('useScrollRestoration on a full load', () => {
  const KEPT = 'court:scroll-positions';
  let scrolledTo: number[];

  function LongPage() {
    useScrollRestoration();
    return <p>Court hours</p>;
  }

  /** A page the browser loaded the way `type` says, with places kept from earlier pages. */
  function loadPage(route: string, type: NavigationTimingType, kept: Record<string, number>) {
    sessionStorage.setItem(KEPT, JSON.stringify(kept));
    // jsdom keeps no navigation timing: the entry the browser would hold for this load.
    Object.defineProperty(window.performance, 'getEntriesByType', {
      configurable: true,
      value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
    });
    renderPage(<LongPage />, { route });
  }

  beforeEach(() => {
    scrolledTo = [];
    jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      scrolledTo.push(top);
    }) as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => scrolledTo.at(-1) ?? 0,
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window.performance, 'getEntriesByType');
    Reflect.deleteProperty(window, 'scrollY');
    sessionStorage.clear();
  });

  it('opens a page from its address at the top, whatever place another page kept', () => {
    loadPage('/court-facts', 'navigate', { 'default /staff/alerts': 2977, default: 2977 });
    expect(scrolledTo).not.toContain(2977);
  });

  it('returns a reloaded page to the place it kept, and not to another page’s', () => {
    loadPage('/court-facts', 'reload', { 'default /court-facts': 640, 'default /alerts': 2977 });
    expect(scrolledTo).toEqual([640]);
  });
});

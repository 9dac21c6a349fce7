// In the entry chunk, so html-webpack-plugin links the stylesheet from <head>: no unstyled flash.
import './styles/site.scss';

// The page arrived as HTML and paints without script: the rest of the code is fetched once the
// browser reports that first paint, so those downloads do not compete with it. A hidden tab
// paints nothing, and a browser may not report paints: hence the timer.
const FIRST_PAINT_WAIT_MS = 1000;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  // An asynchronous boundary lets the federation runtime set up shared modules before any import.
  void import('./bootstrap');
}

if (!document.getElementById('root')?.hasChildNodes()) {
  // Nothing was rendered ahead (the development server): the script paints the page.
  start();
} else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, FIRST_PAINT_WAIT_MS);

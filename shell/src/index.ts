// In the entry chunk, so html-webpack-plugin links the stylesheet from <head>: no unstyled flash.
import './styles/site.scss';

/**
 * Starts fetching the files of the page's remote (its entry, exposed module and page chunk) as
 * soon as this first script runs, beside the shell's own code, instead of one after another as
 * the federation runtime finds them once the shell has loaded. The server lists them here rather
 * than in the HTML's <head>, where they would compete with the first paint. No crossorigin: the
 * runtime's script elements have none, so each preload and its script are one request.
 */
function preloadPageFiles(): void {
  const json = document.getElementById('court-page-files')?.textContent;
  const files: unknown = json ? JSON.parse(json) : [];
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

preloadPageFiles();
// Fetched at once rather than after the first paint: on a slow phone the page can only be used
// once this code has arrived, and the paint, from HTML and CSS alone, does not wait for it.
// An asynchronous boundary lets the federation runtime set up shared modules before any import.
void import('./bootstrap');

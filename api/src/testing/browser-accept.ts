/** The Accept header a browser sends when it follows a link or opens an address. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

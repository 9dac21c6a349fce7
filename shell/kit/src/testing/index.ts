export { expectNoAxeViolations } from './axe';
export { renderPage, type RenderPageOptions } from './render';
export { jsonResponse } from './json-response';

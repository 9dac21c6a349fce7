export { renderWithTitle, type RenderedPage } from './render-to-html';
export { createPageRenderer, type PageRenderer } from './remote-page-renderer';

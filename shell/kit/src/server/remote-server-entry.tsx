// The entry of a remote's server bundle, built beside its browser bundle: the build resolves
// 'court-remote-pages' to the remote's own src/pages.tsx and renders each page with renderPage.
import Pages from 'court-remote-pages';
import { createPageRenderer } from './remote-page-renderer';

export { LANGUAGES } from '@court/contract';
export const renderPage = createPageRenderer(Pages);

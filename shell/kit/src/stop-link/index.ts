export { StopLinkPage, type StopLinkPageProps, type StopLinkWords } from './stop-link-page';

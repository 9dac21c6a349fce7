export { expectNoAxeViolations } from './axe';
export {
  renderPage,
  renderPageOnServer,
  type RenderPageOptions,
  type ServerRenderedPage,
} from './render';
export {
  answerEachRequestInTurn,
  answerInTurn,
  databaseUnavailableResponse,
  jsonResponse,
  standInForFetch,
  type FetchStandIn,
} from './json-response';
export { LocationProbe } from './location-probe';
export { staffMessage } from './staff-message';
export { spokenWhile } from './screen-reader';
export { answeringSignInOptions, PASSWORD_SIGN_IN } from './sign-in-options';
export { fakeUploads, type FakeUploads, type HeldUpload } from './fake-uploads';
export { expectCourtNamedAsPublished } from './court-named';

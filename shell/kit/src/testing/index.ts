export { expectNoAxeViolations } from './axe';
export { renderPage, type RenderPageOptions } from './render';
export { answerInTurn, databaseUnavailableResponse, jsonResponse } from './json-response';
export { LocationProbe } from './location-probe';
export { answeringSignInOptions, PASSWORD_SIGN_IN } from './sign-in-options';
export { fakeUploads, type FakeUploads, type HeldUpload } from './fake-uploads';

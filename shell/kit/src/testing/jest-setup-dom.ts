import '@testing-library/jest-dom';

// Solving a real challenge needs the browser's SubtleCrypto and a live API; component tests
// stand in a fixed payload (the API's tests and the browser tests solve real ones).
jest.mock('../forms/proof-of-work', () => ({
  loadProofOfWorkSolver: () => Promise.resolve(),
  solveProofOfWork: () => Promise.resolve('test-proof-of-work'),
}));

// jsdom lays nothing out, so it has no scrolling: every browser has this method, jsdom does not.
// Server rendering tests run without a DOM at all.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// What a test waits for (findBy..., waitFor) may take a lazily loaded part of the page to appear:
// the staff forms load theirs after the tool, and on a two-core machine running a second build
// beside the tests that once took over testing-library's default second. A wait that succeeds
// still ends as soon as it does; only a test that fails waits longer.
configure({ asyncUtilTimeout: 5000 });

// jest starts the longest test files first so that its workers finish together. It learns their
// lengths from its cache, which a fresh checkout (CI) does not have; it then goes by file size,
// which put the two staff fuzz suites (five lines each, two minutes each to run) last, side by
// side, with the other worker idle at the end. Files known to be long go first; jest's own order
// follows, for the rest and among them.
import TestSequencer from '@jest/test-sequencer';

/** The fuzz suites (hundreds of requests a route) and the resilience suites (real processes). */
const KNOWN_LONG = [/\.fuzz\.test\.ts$/, /[\\/]resilience[\\/]/];

const isKnownLong = (test) => KNOWN_LONG.some((pattern) => pattern.test(test.path));

export default class KnownLongFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isKnownLong), ...sorted.filter((test) => !isKnownLong(test))];
  }
}

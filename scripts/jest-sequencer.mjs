// The order jest starts test files in. Without timings from an earlier run (a clean checkout, as
// in CI), jest starts the largest files first; the fuzz suites are two-line files that run for
// minutes, so they started last and ended the run with one worker waiting for the other. Started
// first, the short suites fill in around them.
import TestSequencer from '@jest/test-sequencer';

const RUN_FOR_MINUTES = /\.fuzz\.test\.ts$/;

export default class SlowSuitesFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [
      ...sorted.filter((test) => RUN_FOR_MINUTES.test(test.path)),
      ...sorted.filter((test) => !RUN_FOR_MINUTES.test(test.path)),
    ];
  }
}

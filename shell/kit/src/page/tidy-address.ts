/**
 * The history state of a navigation that only tidies the address bar (it drops a query parameter
 * the page has read, replacing the entry): nothing new appeared, so the shell leaves focus where
 * the page put it rather than moving it to the heading.
 */
export const TIDY_ADDRESS_STATE = { tidyAddress: true } as const;

/** True for the state of a navigation made with TIDY_ADDRESS_STATE. */
export function isTidyAddress(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'tidyAddress' in state &&
    state.tidyAddress === true
  );
}

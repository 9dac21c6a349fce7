import en from './en.json';

/*
 * The turn-by-turn text of these routes, in en.json and es.json, is a sample written from public
 * maps of Canton. A court deployment verifies every step on the ground (exits, turns, the deck's
 * entrance) before publishing, and again after road works change a route.
 */

/** Where visitors come from, in the order the page lists them. */
export const ORIGINS = ['north', 'south', 'west', 'east'] as const;
export type Origin = (typeof ORIGINS)[number];

/** Translation keys of a list of steps; the English text sets how many steps there are. */
function stepKeys(prefix: string, steps: readonly string[]): string[] {
  return steps.map((_, index) => `${prefix}.${index}`);
}

/** Translation keys of the steps from one origin to the Parkway Parking Deck. */
export function routeStepKeys(origin: Origin): string[] {
  return stepKeys(`routes.${origin}.steps`, en.routes[origin].steps);
}

/** Translation keys of the walk from the deck to the main entrance. */
export const WALKING_STEP_KEYS = stepKeys('walking.steps', en.walking.steps);

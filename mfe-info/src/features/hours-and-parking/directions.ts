import en from './en.json';

/*
 * The turn-by-turn text of these routes, in en.json and es.json, is a sample written from public
 * maps of Canton. A court deployment verifies every step on the ground before publishing, and
 * again after road works change a route.
 */

/** Where visitors come from, in the order the original site lists them on this page. */
export const ORIGINS = ['north', 'south', 'east', 'west', 'columbus'] as const;
export type Origin = (typeof ORIGINS)[number];

/** Translation keys of the steps from one origin; the English text sets how many there are. */
export function routeStepKeys(origin: Origin): string[] {
  return en.routes[origin].steps.map((_, index) => `routes.${origin}.steps.${index}`);
}

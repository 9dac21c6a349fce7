/**
 * `npm run test:changed` names the routes of the remotes a change reaches in WALK_ROUTES
 * ("bio/:name" stands for every biography): the page walks and the specs that go through every
 * page visit only those. Unset (`npm test`), every page.
 */
const REACHED_ROUTES = process.env.WALK_ROUTES?.split(',');

/** Whether a page's path (no language prefix, no leading slash) is one the change reaches. */
export function isReached(path: string): boolean {
  return (
    REACHED_ROUTES === undefined ||
    REACHED_ROUTES.some((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`).test(path))
  );
}

/** Whether the change reaches a staff tool ("staff/...", and careers' "careers_admin"). */
export const reachesStaffTools =
  REACHED_ROUTES === undefined || REACHED_ROUTES.some((route) => /^staff\/|_admin$/.test(route));

/**
 * Router options every router of the API uses: a route matches one spelling of its path (the
 * exact case, no trailing slash), so limits keyed by path cannot be dodged by respelling it.
 */
export const STRICT_ROUTING = { strict: true, sensitive: true } as const;

import { useLocation } from '@court/kit';

/** Shows the router's current path, so tests can assert where a navigation led. */
export function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

import { useLocation } from '../router';

/**
 * Shows where the router is (path, query and fragment), so tests can check where a navigation
 * led: render it beside the page and read `getByTestId('location')`. A plain paragraph, not an
 * <output>, so it adds no status region to a page whose own status the test looks for.
 */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

import { Link, useLanguage } from '@court/kit';
import { searchPagePath } from '../search/search-path';

export interface FeesSearchLinkProps {
  /** "Fees and Costs", as the button it stands in for says it. */
  label: string;
  className: string;
}

/**
 * Fees and Costs when the browser runs no script, so its dialog cannot open: the search for it,
 * whose results list the dialog's fee schedules (the search knows their group by this name).
 */
export function FeesSearchLink({ label, className }: FeesSearchLinkProps) {
  const language = useLanguage();
  return (
    <Link to={searchPagePath(label, language)} className={className}>
      {label}
    </Link>
  );
}

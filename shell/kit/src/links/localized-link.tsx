import type { LinkProps } from 'react-router-dom';
import { localizedPath } from '@court/contract';
import { useLanguage } from '../i18n/use-language';
import { Link } from './router-links';

export interface LocalizedLinkProps extends Omit<LinkProps, 'to'> {
  /** Site path without language prefix, e.g. "jury-service". */
  to: string;
}

/** An internal link that stays in the visitor's language. */
export function LocalizedLink({ to, ...rest }: LocalizedLinkProps) {
  const language = useLanguage();
  return <Link to={localizedPath(to, language)} {...rest} />;
}

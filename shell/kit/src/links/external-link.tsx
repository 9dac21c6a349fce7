import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { NewTabNote } from './new-tab-note';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab and announced as such to screen readers. */
export function ExternalLink({ href, children, className, ...rest }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={['usa-link', 'usa-link--external', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
      <NewTabNote />
    </a>
  );
}

import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

// React Router marks each link it renders (data-discover) for its framework mode's route
// discovery, which this site does not use: left out, every page is that much shorter.

/** A link within the site, as React Router's, without the framework mode's mark. */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

/** A link that knows whether it leads to the current page, as React Router's, without the mark. */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}

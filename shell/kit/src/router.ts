/**
 * The router, re-exported so that the shell and every remote share one copy through the kit
 * singleton, and only the parts the site uses are shipped (react-router-dom shared whole costs
 * about 60 KiB gzipped). Import routing from '@court/kit', never from react-router-dom.
 */
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useNavigationType,
  MemoryRouter,
  matchPath,
} from 'react-router-dom';
export type { LinkProps, Location } from 'react-router-dom';
export { Link, NavLink } from './links/router-links';

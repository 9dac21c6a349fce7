/** The remote whose server bundle is being built (see remote-server-entry.tsx). */
declare module 'court-remote-pages' {
  import type { ComponentType } from 'react';
  import type { ParameterPagePaths, RemotePagesProps } from '../page/remote-pages';

  const Pages: ComponentType<RemotePagesProps>;
  export default Pages;
  /** The pages of each path with a parameter, which the build renders like the others. */
  export const PARAMETER_PAGE_PATHS: ParameterPagePaths;
}

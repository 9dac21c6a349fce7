// Component stylesheets are imported for their side effect; each app's build extracts them.
declare module '*.css';

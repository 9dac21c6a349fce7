// Feature stylesheets are imported for their side effect; the build extracts them per chunk.
declare module '*.css';

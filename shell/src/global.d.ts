// Stylesheets are bundled by webpack for their side effect; they export nothing to TypeScript.
// The shell's own are Sass; a kit module it uses may bring plain CSS (@court/kit/day-notices).
declare module '*.scss';
declare module '*.css';

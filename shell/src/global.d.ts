// Stylesheets are bundled by webpack for their side effect; they export nothing to TypeScript.
declare module '*.scss';

// How SWC reads the apps' TypeScript, for the webpack builds and for jest alike: one syntax and
// one JSX transform, whoever compiles. Type checking is tsc's (npm run typecheck).
export const SWC_TYPESCRIPT = {
  parser: { syntax: 'typescript', tsx: true },
  transform: { react: { runtime: 'automatic' } },
  target: 'es2022',
};

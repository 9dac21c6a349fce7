// `npm run build`: the API and all five front ends, a build per core at a time. One app alone:
// `npm run build -w mfe-jury`.
import { APPS, buildApps } from './lib.mjs';

await buildApps(APPS);

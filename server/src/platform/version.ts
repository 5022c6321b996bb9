import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The released version, from the repository's package.json. */
export const appVersion: string = (require('../../../package.json') as { version: string }).version;

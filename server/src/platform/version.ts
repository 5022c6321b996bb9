import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';

/** The released version, from the repository's package.json (read at run time, from sources or bundle). */
export const appVersion: string = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { selahPlugin } from './module-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { selah: selahPlugin },
    rules: { 'selah/module-boundaries': 'error' },
  },
] as Linter.Config[];

/** The rule's messages for `code` written in the repository file `file`. */
const lint = (file: string, code: string) => linter.verify(code, config, path.join(root, file)).map((m) => m.message);

describe('module-boundaries lint rule', () => {
  it("fires when a server module imports another module's internals", () => {
    const messages = lint('server/src/modules/community/fixture.ts', "import { signup } from '../accounts/accounts.service.ts';");
    expect(messages).toEqual([expect.stringContaining('Import module "accounts" through its index.ts')]);
  });

  it('allows another module through its index, and a module its own files', () => {
    expect(lint('server/src/modules/community/fixture.ts', "import { requireUser } from '../accounts/index.ts';")).toEqual([]);
    expect(lint('server/src/modules/community/fixture.ts', "import * as repo from './community.repo.ts';")).toEqual([]);
  });

  it('fires for re-exports, type imports and dynamic imports too', () => {
    expect(lint('server/src/app.ts', "export { x } from './modules/radio/radio.service.ts';")).toHaveLength(1);
    expect(lint('server/src/app.ts', "import type { X } from './modules/radio/radio.service.ts';")).toHaveLength(1);
    expect(lint('server/src/app.ts', "const m = await import('./modules/radio/library.ts');")).toHaveLength(1);
  });

  it('keeps platform/ free of modules', () => {
    expect(lint('server/src/platform/bus/x.ts', "import { y } from '../../modules/radio/index.ts';")).toEqual([
      expect.stringContaining('platform/ must not depend on a module'),
    ]);
  });

  it('fires when one web feature imports another; pages in app/ may combine them', () => {
    expect(
      lint('web/src/features/accounts/components/x.tsx', "import { useThreads } from '@/features/community/api/get-threads';"),
    ).toEqual([expect.stringContaining('Feature "accounts" must not import feature "community"')]);
    expect(lint('web/src/app/routes/profile.tsx', "import { useThreads } from '@/features/community/api/get-threads';")).toEqual([]);
  });
});

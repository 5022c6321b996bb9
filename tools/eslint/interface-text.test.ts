import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { interfaceTextPlugin } from './interface-text.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { i18n: interfaceTextPlugin },
    rules: { 'i18n/interface-text': 'error' },
  },
] as Linter.Config[];
const count = (code: string) => linter.verify(code, config, 'web/src/x.tsx').length;

describe('interface-text lint rule', () => {
  it('fires on words written into JSX, its read attributes, and the branches of what it shows', () => {
    expect(count('const a = <p>Welcome home</p>;')).toBe(1);
    expect(count('const a = <button aria-label="Open menu" />;')).toBe(1);
    expect(count("const a = <input placeholder={'Your name'} />;")).toBe(1);
    expect(count("const a = <p>{busy ? 'Saving…' : 'Save'}</p>;")).toBe(2);
    expect(count("const a = <p>{error && 'Something failed'}</p>;")).toBe(1);
    expect(count('const a = <p title={`Hello ${name}`} />;')).toBe(1);
  });
  it('lets through the catalog, class names, symbols, numbers and the test of a condition', () => {
    expect(count('const a = <p className="px-2 text-sm">{t(\'home.welcome\')}</p>;')).toBe(0);
    expect(count("const a = <p className={open ? 'block' : 'hidden'}>{' · '}{n} — {3}</p>;")).toBe(0);
    expect(count("const a = <p>{kind === 'live' ? t('a.b') : null}</p>;")).toBe(0);
    expect(count('const a = <img alt="" src="/x.png" />;')).toBe(0);
  });
});

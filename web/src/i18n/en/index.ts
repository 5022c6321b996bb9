import { shell } from './shell';
import { pages } from './pages';

/**
 * The interface's English messages, the default and the fallback (docs/decisions/036). Each area
 * has its own file here and the same file under ../es; ids are written out whole ('home.welcome')
 * so a search finds every use. At run time the app never imports this file: shell.ts is in the
 * entry bundle and pages.ts is fetched with the first other page (locale.ts); this whole catalog
 * gives the types and the tests.
 */
export const en = { ...shell, ...pages } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
/** Another language's messages for one area: exactly the English file's keys (a missing or stray key fails the type-check). */
export type Translation<T> = { readonly [K in keyof T]: string };

import { common } from './common';
import { layout } from './layout';
import { home } from './home';
import { radio } from './radio';
import { radioBroadcast } from './radio-broadcast';
import { site } from './site';
import { siteSponsor } from './site-sponsor';
import { search } from './search';
import { ui } from './ui';

/**
 * The interface's English messages, the default and the fallback (docs/decisions/036). Each area
 * has its own file here and the same file under ../es; ids are written out whole ('home.welcome')
 * so a search finds every use.
 */
export const en = {
  ...common,
  ...layout,
  ...home,
  ...radio,
  ...radioBroadcast,
  ...site,
  ...siteSponsor,
  ...search,
  ...ui,
} as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
/** Another language's messages for one area: exactly the English file's keys (a missing or stray key fails the type-check). */
export type Translation<T> = { readonly [K in keyof T]: string };

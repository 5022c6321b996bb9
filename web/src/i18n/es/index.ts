import type { Catalog, MessageId } from '../en';
import { common } from './common';
import { layout, same as layoutSame } from './layout';
import { home } from './home';
import { radio, same as radioSame } from './radio';
import { radioBroadcast, same as radioBroadcastSame } from './radio-broadcast';
import { site } from './site';
import { siteSponsor, same as siteSponsorSame } from './site-sponsor';
import { search, same as searchSame } from './search';
import { ui } from './ui';

/** The interface in Spanish: fetched only when a visitor or member reads Spanish. */
export const es: Catalog = {
  ...common,
  ...layout,
  ...home,
  ...radio,
  ...radioBroadcast,
  ...site,
  ...siteSponsor,
  ...search,
  ...ui,
};

/** Messages Spanish writes exactly as English does (a name, a word both share): the catalog test allows only these. */
export const identicalInSpanish: readonly MessageId[] = [
  ...layoutSame,
  ...radioSame,
  ...radioBroadcastSame,
  ...siteSponsorSame,
  ...searchSame,
];

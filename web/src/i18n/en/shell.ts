import { common } from './common';
import { giving } from './giving';
import { givingManage } from './giving-manage';
import { layout } from './layout';
import { home } from './home';
import { language } from './language';
import { radio } from './radio';
import { reach } from './reach';
import { search } from './search';
import { siteSponsor } from './site-sponsor';
import { ui } from './ui';
import { accounts } from './accounts';
import { community } from './community';
import { communityThread } from './community-thread';
import { messages } from './messages';
import { notifications } from './notifications';

/**
 * The English messages every page needs from its first paint: the header, footer, dock, home page
 * and what they open. In the entry bundle (docs/decisions/039).
 */
export const shell = {
  ...common,
  ...giving,
  ...givingManage,
  ...layout,
  ...home,
  ...language,
  ...radio,
  ...reach,
  ...search,
  ...siteSponsor,
  ...ui,
  ...accounts,
  ...community,
  ...communityThread,
  ...messages,
  ...notifications,
} as const;

import type { StationTime } from '../../platform/time/station-time.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SpamJudge } from '../../platform/http/anti-spam.ts';
import type { MembersService } from '../accounts/index.ts';

export interface CommunityDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  time: StationTime;
  members: MembersService;
  spam: SpamJudge;
}

export interface ListInput {
  category?: string | undefined;
  search?: string | undefined;
  tab: 'recent' | 'popular' | 'unanswered' | 'following';
  userId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface ThreadInput {
  title: string;
  category: string;
  content: string;
  anonymous: boolean;
  hp?: string;
  renderAt?: number | undefined;
}

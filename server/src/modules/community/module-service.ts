import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { SearchSource } from '../../platform/search.ts';
import type { CommunityService } from './community.service.ts';
import type { ModerationService } from './moderation.service.ts';
import type { RepliesService } from './replies.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface CommunityModuleService {
  threads: CommunityService;
  replies: RepliesService;
  /** Public threads for the site search. */
  search: SearchSource;
  moderation: ModerationService;
  seedDemo(marks: DemoMarks): Promise<void>;
  removeDemo(marks: DemoMarks): Promise<void>;
}

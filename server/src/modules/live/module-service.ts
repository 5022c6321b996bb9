import type { ChatService } from './chat.service.ts';
import type { LiveAdminService } from './live-admin.service.ts';
import type { LiveService } from './live.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface LiveModuleService {
  live: LiveService;
  chat: ChatService;
  admin: LiveAdminService;
}

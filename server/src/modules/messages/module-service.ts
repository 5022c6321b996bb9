import type { MessageReportsService } from './message-reports.service.ts';
import type { MessagesService } from './messages.service.ts';
import type { PeopleService } from './people.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface MessagesModuleService {
  people: PeopleService;
  messages: MessagesService;
  reports: MessageReportsService;
  limits: { messagesPer10Min: number };
}

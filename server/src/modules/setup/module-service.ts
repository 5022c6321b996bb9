import type { SiteService } from '../site/index.ts';
import type { SetupService } from './setup.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface SetupModuleService {
  setup: SetupService;
  site: SiteService;
}

import type { SoundService } from './library/sound.service.ts';
import type { AccountsModuleService } from '../accounts/index.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { SourcePassword } from './sources/source-password.ts';
import type { SourceKeys } from './sources/source-keys.ts';
import type { SearchSource } from '../../platform/search.ts';
import type { LibraryService } from './library/library.service.ts';
import type { ProgramsService } from './schedule/programs.service.ts';
import type { RadioService } from './radio.service.ts';
import type { RequestLine } from './requests/request-line.service.ts';
import type { StudioInboxService } from './requests/studio-inbox.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface RadioModuleService {
  radio: RadioService;
  /** The console's music library, playlists and AutoDJ rules. */
  library: LibraryService;
  /** The console's schedule. */
  programs: ProgramsService;
  /** The loudness target, the crossfade and the levelling of the library (issue 27). */
  sound: SoundService;
  /** May this username and secret (their source key, or their password while allowed) feed the live mount? */
  verifyBroadcaster(user: string, pass: string): Promise<boolean>;
  /** DJs' own keys for the live mount. */
  sourceKeys: SourceKeys;
  /** The sign-in guard (accounts) around a live source's login: per address and per account. */
  guardedSourceLogin: AccountsModuleService['accounts']['guardedSignIn'];
  /** The live mount's source password: STATION_SOURCE_PASSWORD, else the console's. */
  sourcePassword: SourcePassword;
  /** The console's audit log (the source password's changes). */
  audit: Audit;
  /** The weekly programs for the site search. */
  search: SearchSource;
  /** Listeners' song requests (the request line). */
  requests: RequestLine;
  /** Messages to the studio and the host's inbox. */
  studio: StudioInboxService;
}

import type { StationInfo } from '@selah/contracts/station';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { SearchSource } from '../../platform/search.ts';
import type { MediaStore } from './files.ts';
import type { MediaService } from './media.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface MediaModuleService {
  media: MediaService;
  /** Published episodes and videos for the site search. */
  search: Array<SearchSource<never>>;
  store: MediaStore;
  station(): Promise<StationInfo>;
  /** The station's public address (PUBLIC_URL, else the setup's): oEmbed answers and discovery links point there. */
  address(): Promise<string>;
  /** The station's square podcast artwork (PNG), drawn once. */
  stationArtwork(): Promise<Buffer>;
  /** The station was renamed: its podcast artwork is drawn again when next asked. */
  forgetArtwork(): void;
  /** The demo's podcasts and video leave, with their files. */
  removeDemo(marks: DemoMarks): Promise<void>;
}

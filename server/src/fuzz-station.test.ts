// Generated bodies, path segments and headers thrown at the station's other write routes (giving,
// events, live, chat, podcasts and videos): no answer may be a 5xx or carry a stack.
import { describe } from 'vitest';
import { fuzzStation, fuzzWrites } from './test/fuzz-harness.ts';
import { stationWriteRoutes } from './test/fuzz-routes.ts';

const station = fuzzStation();

describe('fuzz: giving, events, live and media writes', () => {
  fuzzWrites(station, stationWriteRoutes);
});

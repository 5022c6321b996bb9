// Generated bodies, path segments and headers thrown at the routes members write through (accounts,
// the site's forms, the community): no answer may be a 5xx or carry a stack.
import { describe } from 'vitest';
import { fuzzStation, fuzzWrites } from './test/fuzz-harness.ts';
import { memberWriteRoutes } from './test/fuzz-routes.ts';

const station = fuzzStation();

describe('fuzz: what members write', () => {
  fuzzWrites(station, memberWriteRoutes);
});

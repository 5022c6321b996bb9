// The station comes from admin-access.fixtures.ts (createTestApp). Like the table's other files, this one runs on
// PGlite only (onceOnly in vitest.config.ts): the same routes ask the same SQL on both engines.
import { adminAccessStation, describeRoutes } from './admin-access.fixtures.ts';
import { adminRoutesPeople } from './admin-access-people.fixtures.ts';

adminAccessStation();
describeRoutes(adminRoutesPeople);

// The station comes from admin-access.fixtures.ts (createTestApp). Like the table's other files, this one runs on
// PGlite only (onceOnly in vitest.config.ts): the same routes ask the same SQL on both engines.
import { adminAccessStation, describeRoutes } from './admin-access.fixtures.ts';
import { adminRoutesGiving } from './admin-access-giving.fixtures.ts';

adminAccessStation();
describeRoutes(adminRoutesGiving);

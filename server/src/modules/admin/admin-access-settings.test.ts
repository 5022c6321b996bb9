// The station comes from admin-access.fixtures.ts (createTestApp). Like the table's other files, this one runs on
// PGlite only (onceOnly in vitest.config.ts): the same routes ask the same SQL on both engines.
import { afterAll } from 'vitest';
import { adminAccessStation, describeRoutes } from './admin-access.fixtures.ts';
import { adminRoutesSettings, closeSmtp } from './admin-access-settings.fixtures.ts';

adminAccessStation();
afterAll(closeSmtp);
describeRoutes(adminRoutesSettings);

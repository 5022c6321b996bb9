/** Names of the test suite's PostgreSQL databases: the migrated template and each file's copy. */
export const TEMPLATE_PREFIX = 'selah_test_template_';

/** This run's databases start with it, so the run can drop what a crashed file left. */
export const testDatabasePrefix = (run: string) => `selah_test_${run}_`;

/** The same server, another database. */
export const databaseUrl = (serverUrl: string, database: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

/** Where the station's code writes what it did (the app's logger, redacted; a test's collector). */
export interface Log {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
export const csvCell = (v: unknown): string => {
  let s = v instanceof Date ? v.toISOString() : String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
};

/** A CSV file (RFC 4180): a header row, then one row per record, each line ending in CRLF. */
export const toCsv = (head: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

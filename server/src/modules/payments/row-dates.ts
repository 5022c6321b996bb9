/** A timestamp column's value as a Date (null stays null). */
export const toDate = (v: unknown) => (v instanceof Date ? v : v == null ? null : new Date(String(v)));

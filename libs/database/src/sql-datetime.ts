/** A UTC instant as both dialects' DATETIME columns take it: "YYYY-MM-DD HH:MM:SS.mmm". */
export function toSqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A DATETIME column read back: mysql2 answers a Date (in UTC), SQLite the text it keeps. */
export function fromSqlDateTime(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

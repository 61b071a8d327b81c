import { toSqlDateTime } from './sql-datetime';

/**
 * SQL true for a row of `deals` the public sees: active, public already (its created_at, the
 * publish time, has come: a later one is scheduled) and not expired. It takes two parameters,
 * `liveDealParams(now)`, where it stands. `alias` names the table where the statement joins others.
 */
export function liveDealCondition(alias?: string): string {
  const column = (name: string) => (alias ? `\`${alias}\`.\`${name}\`` : `\`${name}\``);
  const expiresAt = column('expires_at');
  return `${column('active')} = 1 AND ${column('created_at')} <= ? AND (${expiresAt} IS NULL OR ${expiresAt} > ?)`;
}

/** The parameters of liveDealCondition: the publish time and the expiry are both judged at `now`. */
export function liveDealParams(now: Date): [string, string] {
  const instant = toSqlDateTime(now);
  return [instant, instant];
}

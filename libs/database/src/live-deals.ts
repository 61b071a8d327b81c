/**
 * SQL true for a row of `deals` the public lists show: active, and not expired at the statement's
 * one parameter (`toSqlDateTime(now)`). `alias` names the table where the statement joins others.
 */
export function liveDealCondition(alias?: string): string {
  const column = (name: string) => (alias ? `\`${alias}\`.\`${name}\`` : `\`${name}\``);
  const expiresAt = column('expires_at');
  return `${column('active')} = 1 AND (${expiresAt} IS NULL OR ${expiresAt} > ?)`;
}

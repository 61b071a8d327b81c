import { isRowIdText } from '../../common/row-id';
import { dealNotFound } from './deal.errors';

/** A deal id from a URL or a GraphQL ID; anything but a positive whole number is an unknown deal. */
export function parseDealId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !isRowIdText(text)) throw dealNotFound();
  return Number(text);
}

import { dealNotFound } from './deal.errors';

const MAX_DEAL_ID = 2_147_483_647;

/** A deal id from a URL or a GraphQL ID; anything but a positive whole number is an unknown deal. */
export function parseDealId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) throw dealNotFound();
  const id = Number(text);
  if (id > MAX_DEAL_ID) throw dealNotFound();
  return id;
}

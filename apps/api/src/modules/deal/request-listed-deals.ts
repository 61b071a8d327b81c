import type { RequestContext } from '../../graphql-kit/request-context';
import type { Deal } from './deal.entity';

const listsOfRequest = new WeakMap<RequestContext, Promise<readonly Deal[]>[]>();

/** Keeps the deals a field of the request reads, for the request's other fields to look at. */
export function noteListedDeals(context: RequestContext, deals: Promise<readonly Deal[]>): void {
  let lists = listsOfRequest.get(context);
  if (!lists) {
    lists = [];
    listsOfRequest.set(context, lists);
  }
  // A read that fails answers its own field with the error; here it only lists nothing.
  lists.push(deals.catch(() => []));
}

/**
 * Every deal the request's fields read. A field's resolver may start a turn or more after the
 * field before it (type-graphql validates arguments asynchronously), so this looks a macrotask
 * later, when every root field of the operation has begun its read.
 */
export async function listedDealsOf(context: RequestContext): Promise<Deal[]> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  return (await Promise.all(listsOfRequest.get(context) ?? [])).flat();
}

import { localDateString, priceTimeLabel } from '@deal-site/deal-text';
import type { DealDetailQuery } from '../../../gql/pages/graphql';

/** An earlier posting of the deal's product, as the deal page's query reads it. */
export type EarlierPosting = DealDetailQuery['deal']['postedBefore'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One line of the deal page's "Posted before". */
export interface PostedBeforeRow {
  dealId: string;
  /** The posting's time, for `<time dateTime>`. */
  postedAt: string;
  /** Its day in the site's zone: "Nov 27, 2026". */
  date: string;
  /** Its exact time in the site's zone, for the date's title. */
  exactTime: string;
  price: string;
  live: boolean;
}

// Built from the zone's calendar date rather than Intl's date styles, so server and browser agree.
function dateLabel(iso: string, timeZone: string): string {
  const [year, month, day] = localDateString(new Date(iso), timeZone).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** The earlier postings as the table shows them: dates in the site's zone, the price as read. */
export function postedBeforeRows(
  postings: readonly EarlierPosting[],
  timeZone: string,
): PostedBeforeRow[] {
  return postings.map((posting) => ({
    dealId: posting.dealId,
    postedAt: posting.postedAt,
    date: dateLabel(posting.postedAt, timeZone),
    exactTime: priceTimeLabel(posting.postedAt, timeZone),
    price: posting.priceLabel ?? (posting.price.trim() || 'No price given'),
    live: posting.live,
  }));
}

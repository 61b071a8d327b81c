import { toSqlDateTime } from '@deal-site/database';
import { dealIdentity, storedPrice } from '@deal-site/deal-import';
import { averageClicks, dayWindows, dealLink, detectStore } from '@deal-site/deal-text';
import { type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { AmazonLinkCandidates, type CandidateCursor } from './amazon-link-candidates';
import { Deal, DealCategory } from './deal.entity';
import {
  alreadyPublic,
  dealNotFound,
  sectionWithOtherCategory,
  sectionWithStore,
} from './deal.errors';
import { DealExpiry, DealSection, DealSort } from './deal.inputs';
import { isExpired, isScheduled, whereExpiry } from './deal-expiry';
import { DailyDealReads, distinctTitles, inSortOrder } from './daily-deal-reads';
import { DailyDealRows } from './daily-deal-rows';
import {
  dialectOf,
  registerSqliteSearchLower,
  whereTextContains,
  type SqlDialect,
} from './deal-search';
import {
  assertDealHasContent,
  assertExpiryAfterPublishing,
  readDealChanges,
  readDealPublishing,
  readNewDeal,
  type DealPublishing,
} from './deal-validation';

import { SiteDataVersion } from '../site-version/site-data-version.service';
import { DealsById } from './deals-by-id';

export interface DealListQuery {
  section?: DealSection;
  category?: DealCategory;
  /** A store's slug (deals.store_slug): its deals only. */
  store?: string;
  search?: string;
  sort: DealSort;
  /** LIVE when not given: expired and scheduled deals leave every public list. */
  expiry?: DealExpiry;
  /** The curator's REST list: LIVE with the scheduled deals too. */
  withScheduled?: boolean;
  limit: number;
  offset: number;
}

export interface DealList {
  items: Deal[];
  total: number;
}

export interface DealServiceOptions {
  /** The IANA zone whose midnight separates today from yesterday. */
  timeZone: string;
  now?: () => Date;
  /** Told of every write public pages show; one of its own when not given. */
  siteVersion?: SiteDataVersion;
}

/** Whether the link Grab Deal opens (dealLink) is an Amazon one. */
function opensAmazon(deal: Parameters<typeof dealLink>[0]): boolean {
  const opened = dealLink(deal);
  return opened !== null && detectStore(opened) === 'amazon';
}

/**
 * Candidate deals the Amazon check reads in its first query, newest first: a deal of the Amazon
 * store whose link is no Amazon link is rare (a row written before a rule changed), so the first
 * row usually settles it (the check runs on every first render of a list page). Each later query
 * reads twice as many.
 */
const FIRST_AMAZON_CANDIDATES = 8;
const MAX_AMAZON_CANDIDATES = 512;

const ORDER_BY: Record<DealSort, [keyof Deal, 'ASC' | 'DESC'][]> = {
  [DealSort.NEWEST]: [
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
  [DealSort.OLDEST]: [
    ['createdAt', 'ASC'],
    ['id', 'ASC'],
  ],
  [DealSort.POPULAR]: [
    ['clicks', 'DESC'],
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
};

export class DealService {
  private readonly deals: Repository<Deal>;
  private readonly dealsById: DealsById;
  private readonly dailyDealRows: DailyDealRows;
  private readonly amazonLinkCandidates: AmazonLinkCandidates;
  private readonly dialect: SqlDialect;
  private readonly now: () => Date;
  private readonly siteVersion: SiteDataVersion;

  constructor(
    dataSource: DataSource,
    private readonly options: DealServiceOptions,
  ) {
    this.deals = dataSource.getRepository(Deal);
    this.dealsById = new DealsById(dataSource);
    this.dailyDealRows = new DailyDealRows(dataSource);
    this.amazonLinkCandidates = new AmazonLinkCandidates(dataSource);
    this.dialect = dialectOf(dataSource);
    this.now = options.now ?? (() => new Date());
    this.siteVersion = options.siteVersion ?? new SiteDataVersion(dataSource);
    registerSqliteSearchLower(dataSource);
  }

  /**
   * Active deals only: archived ones keep their click history but are never listed. `daily` is the
   * request's own reads of the home sections, shared by every list it makes.
   */
  async list(query: DealListQuery, daily = this.dailyReads()): Promise<DealList> {
    if (query.section) return this.listSection(query, query.section, daily);
    const builder = this.matching(query);
    if (query.category) builder.andWhere('deal.category = :category', { category: query.category });
    if (query.store) builder.andWhere('deal.storeSlug = :store', { store: query.store });
    const [items, total] = await builder.limit(query.limit).offset(query.offset).getManyAndCount();
    return { items, total };
  }

  /** A request's reads of the daily deals: make one per request, so its lists share them. */
  dailyReads(): DailyDealReads {
    return new DailyDealReads(
      () => dayWindows(this.now(), this.options.timeZone),
      (windows, search) => this.dailyDealRows.read(windows, search, this.now()),
      // Their cards show the lowest-price badge: read with them.
      (ids) => this.dealsById.find(ids, { lowestPricesAt: this.now() }),
    );
  }

  // De-duplication runs over the whole day before paging, so total and offset count distinct titles.
  // It reads ids, titles and clicks only; whole rows are loaded for the page alone.
  private async listSection(
    query: DealListQuery,
    section: DealSection,
    daily: DailyDealReads,
  ): Promise<DealList> {
    if (query.category && query.category !== DealCategory.DAILY) throw sectionWithOtherCategory();
    if (query.store) throw sectionWithStore();
    const deals = await daily.matching(query.search?.trim() ?? '');
    const today = section === DealSection.TODAY;
    const listed = deals.filter((deal) => deal.matches && deal.today === today);
    let distinct = distinctTitles(inSortOrder(listed, query.sort));
    if (!today) {
      // A title posted again today shows once, in today's list.
      const kept = new Set(distinctTitles([...deals.filter((deal) => deal.today), ...distinct]));
      distinct = distinct.filter((deal) => kept.has(deal));
    }
    const page = distinct.slice(query.offset, query.offset + query.limit);
    return { items: await daily.deals(page.map((deal) => deal.id)), total: distinct.length };
  }

  /**
   * The hot flame's bar: mean clicks of the deals shown together with the listed ones, search and
   * paging aside. For a section that is today's and yesterday's distinct daily deals.
   */
  async averageClicks(
    query: Pick<DealListQuery, 'section' | 'category'>,
    daily = this.dailyReads(),
  ): Promise<number> {
    if (query.section) return averageClicks(distinctTitles(await daily.all()));
    const builder = this.deals
      .createQueryBuilder('deal')
      .select('AVG(deal.clicks)', 'average')
      .where('deal.active = :active', { active: true });
    whereExpiry(builder, DealExpiry.LIVE, this.now());
    if (query.category) builder.andWhere('deal.category = :category', { category: query.category });
    const row = await builder.getRawOne<{ average: number | string | null }>();
    return Number(row?.average ?? 0);
  }

  private matching(query: DealListQuery): SelectQueryBuilder<Deal> {
    const builder = this.deals
      .createQueryBuilder('deal')
      .where('deal.active = :active', { active: true });
    whereExpiry(builder, query.expiry ?? DealExpiry.LIVE, this.now(), {
      withScheduled: query.withScheduled,
    });
    const search = query.search?.trim();
    if (search) whereTextContains(builder, search, this.dialect);
    for (const [column, direction] of ORDER_BY[query.sort]) {
      builder.addOrderBy(`deal.${column}`, direction);
    }
    return builder;
  }

  /**
   * Whether any live deal's Grab Deal opens Amazon (dealLink: a shop link in the description, else
   * the affiliate link), whose Associates rules then ask the disclosure to carry their statement.
   * The SQL narrows to the Amazon store's live deals, in pages from the newest; dealLink and
   * detectStore decide.
   */
  async anyLiveAmazonDeal(): Promise<boolean> {
    const now = this.now();
    let cursor: CandidateCursor | null = null;
    for (let candidates = FIRST_AMAZON_CANDIDATES; ;) {
      const rows = await this.amazonLinkCandidates.read(candidates, cursor, now);
      if (rows.some(({ description, link }) => opensAmazon({ description, affiliateLink: link })))
        return true;
      if (rows.length < candidates) return false;
      cursor = rows[rows.length - 1];
      candidates = Math.min(candidates * 2, MAX_AMAZON_CANDIDATES);
    }
  }

  /** Whether this deal, as read, is live and its Grab Deal opens Amazon (see anyLiveAmazonDeal). */
  isLiveAmazonDeal(deal: Deal): boolean {
    return deal.active && !this.isScheduled(deal) && !this.isExpired(deal) && opensAmazon(deal);
  }

  /** Whether the deal has expired by the service's clock. */
  isExpired(deal: Pick<Deal, 'expiresAt'>): boolean {
    return isExpired(deal, this.now());
  }

  /** Whether the deal waits for its publish time, by the service's clock. */
  isScheduled(deal: Pick<Deal, 'createdAt'>): boolean {
    return isScheduled(deal, this.now());
  }

  /**
   * One active deal, expired or not, for its share page; a scheduled one is not found yet. With
   * `lowestPrice`, its lowest-price badge is read with it (lowestPostedPriceReadWith).
   */
  async findActive(id: number, { lowestPrice = false } = {}): Promise<Deal> {
    const [deal] = await this.dealsById.find(
      [id],
      lowestPrice ? { lowestPricesAt: this.now() } : {},
    );
    if (!deal?.active || this.isScheduled(deal)) throw dealNotFound(id);
    return deal;
  }

  /** A new active deal owned by the curator who created it; the input is checked before anything is written. */
  async create(input: unknown, curatorId: number): Promise<Deal> {
    const fields = readNewDeal(input);
    const { publishAt = null, postToChannels = true } = readDealPublishing(input);
    // Stamped by the service's clock, the one that also cuts today from yesterday.
    const now = this.now();
    const goesPublicAt = publishAt && publishAt > now ? publishAt : now;
    assertExpiryAfterPublishing(goesPublicAt, fields.expiresAt, now);
    const deal = this.deals.create({
      ...fields,
      ...dealIdentity(fields),
      ...storedPrice(fields.price),
      createdAt: goesPublicAt,
      postToChannels,
      updatedAt: now,
      priceSetAt: now,
      active: true,
      clicks: 0,
      userId: curatorId,
      sourcePostId: null,
    });
    return this.siteVersion.writeVisibleChange((manager) => manager.save(deal));
  }

  /** Applies the deal fields of the input; anything else in it (clicks, userId, dates) is ignored. */
  async update(id: number, input: unknown): Promise<Deal> {
    const changes = readDealChanges(input);
    const publishing = readDealPublishing(input);
    const deal = await this.deals.findOneBy({ id });
    if (!deal) throw dealNotFound(id);
    assertDealHasContent({ ...deal, ...changes });
    const now = this.now();
    const goesPublicAt = this.newPublishTime(deal, publishing, now);
    assertExpiryAfterPublishing(
      goesPublicAt ?? deal.createdAt,
      changes.expiresAt === undefined ? deal.expiresAt : changes.expiresAt,
      now,
    );
    const columns = {
      ...changes,
      ...(publishing.postToChannels === undefined
        ? {}
        : { postToChannels: publishing.postToChannels }),
      ...(goesPublicAt ? { createdAt: goesPublicAt } : {}),
      ...(changes.description === undefined && changes.affiliateLink === undefined
        ? {}
        : dealIdentity({ ...deal, ...changes })),
      ...(changes.price === undefined ? {} : storedPrice(changes.price)),
    };
    if (Object.keys(columns).length > 0) {
      const repriced =
        (changes.price ?? deal.price) !== deal.price ||
        (changes.originalPrice ?? deal.originalPrice) !== deal.originalPrice;
      // An expired deal whose expiry is cleared or moved ahead goes live again: push followers get it.
      const backFromExpiry =
        changes.expiresAt !== undefined &&
        isExpired(deal, now) &&
        !isExpired({ expiresAt: changes.expiresAt }, now);
      await this.siteVersion.writeVisibleChange(async (manager) => {
        const write = manager
          .createQueryBuilder()
          .update(Deal)
          .set({
            ...columns,
            updatedAt: now,
            ...(repriced ? { priceSetAt: now } : {}),
            ...(backFromExpiry ? { liveSince: now } : {}),
          })
          .where('id = :id', { id });
        // A new publish time holds only while the deal is still scheduled when it is written.
        if (goesPublicAt) write.andWhere('created_at > :now', { now: toSqlDateTime(now) });
        const { affected } = await write.execute();
        if (goesPublicAt && !affected) throw alreadyPublic();
      });
    }
    return this.deals.findOneByOrFail({ id });
  }

  /**
   * A scheduled deal's new publish time (now, for null or a time past), or undefined when it
   * stays; a public deal cannot be scheduled again, its followers have been told.
   */
  private newPublishTime(deal: Deal, { publishAt }: DealPublishing, now: Date): Date | undefined {
    if (publishAt === undefined) return undefined;
    const later = publishAt !== null && publishAt > now;
    if (!isScheduled(deal, now)) {
      if (later) throw alreadyPublic();
      return undefined;
    }
    return later ? publishAt : now;
  }

  /** Expires the deal now; one already expired keeps the moment it expired. */
  async expireNow(id: number): Promise<Deal> {
    const deal = await this.deals.findOneBy({ id });
    if (!deal) throw dealNotFound(id);
    if (this.isExpired(deal)) return deal;
    return this.update(id, { expiresAt: this.now() });
  }

  /** Removes the row for good, clicks included; clearing all archives instead. */
  async remove(id: number): Promise<void> {
    const result = await this.siteVersion.writeVisibleChange(
      (manager) => manager.delete(Deal, { id }),
      ({ affected }) => Boolean(affected),
    );
    if (!result.affected) throw dealNotFound(id);
  }

  /** Archives every active deal in one statement; rows and their clicks stay. Answers how many. */
  async archiveAll(): Promise<number> {
    const result = await this.siteVersion.writeVisibleChange((manager) =>
      manager
        .createQueryBuilder()
        .update(Deal)
        .set({ active: false, updatedAt: this.now() })
        .where('active = :active', { active: true })
        .execute(),
    );
    return result.affected ?? 0;
  }
}

import { dealLink, storeDisplayName, storeOfUrl, storeSlugIsValid } from '@deal-site/deal-text';
import type { DataSource, Repository } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { whereExpiry } from '../deal/deal-expiry';
import { DealExpiry } from '../deal/deal.inputs';
import type { SiteDataVersion } from '../site-version/site-data-version.service';
import { KeptRead } from './kept-read';
import { invalidStoreName, storeNotFound } from './store.errors';
import { StoreNameRow } from './store-name.entity';
import type { Store } from './store.type';

export const MAX_STORE_NAME_LENGTH = 60;

type DealLinkFields = Pick<Deal, 'description' | 'affiliateLink'>;

interface LiveStore {
  liveDeals: number;
  domain: string;
}

export type StoreNames = ReadonlyMap<string, string>;

/** The stores with live deals and the curator's names, read once per version of the site's content. */
interface StoreDirectory {
  names: StoreNames;
  live: ReadonlyMap<string, LiveStore>;
}

export interface StoreServiceOptions {
  siteVersion: SiteDataVersion;
  now?: () => Date;
}

/**
 * Every curator's name, written once: each first render of a list of cards reads them, and the
 * repository's find took longer to build the statement than the database took to run it.
 */
function storeNamesStatement(dataSource: DataSource): string {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(StoreNameRow);
  const column = (property: keyof StoreNameRow) =>
    `${driver.escape(metadata.findColumnWithPropertyName(property)!.databaseName)} AS ${driver.escape(property)}`;
  return `SELECT ${column('slug')}, ${column('name')} FROM ${driver.escape(metadata.tableName)}`;
}

/** The domain a store's link names, else the slug's own .com. */
function domainOf(slug: string, deal: DealLinkFields | null): string {
  const store = deal ? storeOfUrl(dealLink(deal)) : null;
  return store?.slug === slug ? store.domain : `${slug}.com`;
}

type DealOfStore = Pick<Deal, 'storeSlug'> & DealLinkFields;

/**
 * The store a deal links to, named from `names`; null for a link to no store. Its domain is worked
 * out from the deal's link only when read: a card shows the name alone.
 */
export function storeOfDeal(deal: DealOfStore, names: StoreNames): Store | null {
  const slug = deal.storeSlug;
  if (!slug) return null;
  return {
    slug,
    name: names.get(slug) ?? storeDisplayName(slug),
    get domain() {
      return domainOf(slug, deal);
    },
  };
}

/**
 * Stores are the shops deals link to (deals.store_slug); the curator may give one a name of their
 * own. Names and live counts are read once per content version (a rename bumps it, and the
 * version rolls over when a deal expires or goes public), so a list of cards asks nothing more.
 */
export class StoreService {
  private readonly deals: Repository<Deal>;
  private readonly namesStatement: string;
  private readonly now: () => Date;
  private readonly directory = new KeptRead<StoreDirectory>();
  private readonly names = new KeptRead<StoreNames>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: StoreServiceOptions,
  ) {
    this.deals = dataSource.getRepository(Deal);
    this.namesStatement = storeNamesStatement(dataSource);
    this.now = options.now ?? (() => new Date());
  }

  /** Stores with live deals, the most deals first, then by name. */
  async liveStores(): Promise<Store[]> {
    const { names, live } = await this.read();
    const stores = [...live].map(([slug, { liveDeals, domain }]) => ({
      slug,
      name: names.get(slug) ?? storeDisplayName(slug),
      domain,
      liveDeals,
    }));
    return stores.sort((a, b) => b.liveDeals - a.liveDeals || a.name.localeCompare(b.name));
  }

  /** A store any deal, live or not, has linked to; NOT_FOUND for any other slug. */
  async find(slug: string): Promise<Store> {
    if (!storeSlugIsValid(slug)) throw storeNotFound();
    const { names, live } = await this.read();
    const name = names.get(slug) ?? storeDisplayName(slug);
    const liveStore = live.get(slug);
    if (liveStore) return { slug, name, ...liveStore };
    const newest = await this.deals.findOne({
      select: { id: true, description: true, affiliateLink: true },
      where: { storeSlug: slug },
      order: { id: 'DESC' },
    });
    if (!newest) throw storeNotFound();
    return { slug, name, domain: domainOf(slug, newest), liveDeals: 0 };
  }

  /**
   * The store a deal links to, with the domain of its own link; null for a link to no store. Its
   * live deals are counted only when asked for (`liveDealsOf`): a card shows the store's name.
   */
  async ofDeal(deal: DealOfStore): Promise<Store | null> {
    return storeOfDeal(deal, await this.storeNames());
  }

  async liveDealsOf(slug: string): Promise<number> {
    const { live } = await this.read();
    return live.get(slug)?.liveDeals ?? 0;
  }

  /** The curator's name for a store, trimmed; an empty one brings back the name its domain gives. */
  async rename(slug: string, name: string): Promise<Store> {
    await this.find(slug);
    const trimmed = name.trim();
    if ([...trimmed].length > MAX_STORE_NAME_LENGTH)
      throw invalidStoreName(`A store name is at most ${MAX_STORE_NAME_LENGTH} characters`);
    await this.options.siteVersion.writeVisibleChange(async (manager) => {
      await manager.delete(StoreNameRow, { slug });
      if (trimmed)
        await manager.insert(StoreNameRow, { slug, name: trimmed, updatedAt: this.now() });
    });
    this.names.forget();
    this.directory.forget();
    return this.find(slug);
  }

  private async read(): Promise<StoreDirectory> {
    const { content, nextListChange } = await this.options.siteVersion.current();
    return this.directory.get(`${content}:${nextListChange ?? ''}`, () => this.readDirectory());
  }

  /** The curator's names. Only a write changes one (a rename bumps the content version). */
  async storeNames(): Promise<StoreNames> {
    const { content } = await this.options.siteVersion.current();
    return this.names.get(String(content), async () => {
      const rows = await this.dataSource.query<Pick<StoreNameRow, 'slug' | 'name'>[]>(
        this.namesStatement,
      );
      return new Map(rows.map((row) => [row.slug, row.name]));
    });
  }

  private async readDirectory(): Promise<StoreDirectory> {
    const counting = this.deals
      .createQueryBuilder('deal')
      .select('deal.storeSlug', 'slug')
      .addSelect('COUNT(*)', 'live')
      .addSelect('MAX(deal.id)', 'newest')
      .where('deal.active = :active', { active: true })
      .andWhere('deal.storeSlug IS NOT NULL');
    whereExpiry(counting, DealExpiry.LIVE, this.now());
    const [counts, nameRows] = await Promise.all([
      counting
        .groupBy('deal.storeSlug')
        .getRawMany<{ slug: string; live: number | string; newest: number | string }>(),
      this.storeNames(),
    ]);
    const newestDeals = counts.length
      ? await this.deals
          .createQueryBuilder('deal')
          .select(['deal.id', 'deal.description', 'deal.affiliateLink'])
          .whereInIds(counts.map((row) => Number(row.newest)))
          .getMany()
      : [];
    const dealsById = new Map(newestDeals.map((deal) => [deal.id, deal]));
    const live = new Map(
      counts.map((row): [string, LiveStore] => [
        row.slug,
        {
          liveDeals: Number(row.live),
          domain: domainOf(row.slug, dealsById.get(Number(row.newest)) ?? null),
        },
      ]),
    );
    return { names: nameRows, live };
  }
}

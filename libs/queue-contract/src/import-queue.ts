/** The one BullMQ queue of the site: importing deals from the social-media page. */
export const DEAL_IMPORT_QUEUE = 'deal-import';

/** BullMQ's own default key prefix; tests use a random one so parallel runs never collide. */
export const DEFAULT_QUEUE_PREFIX = 'bull';

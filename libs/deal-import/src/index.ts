export {
  NO_DEAL_DETAILS,
  NO_TEXT,
  postToDeal,
  type ImportedDeal,
  type PostReading,
} from './post-to-deal';

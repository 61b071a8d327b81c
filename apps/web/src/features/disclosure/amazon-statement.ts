/** Amazon's Associates rules ask for these words wherever Amazon links appear. */
export const AMAZON_ASSOCIATE_STATEMENT =
  'As an Amazon Associate I earn from qualifying purchases.';

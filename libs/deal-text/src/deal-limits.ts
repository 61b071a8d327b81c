/** Lengths in characters (code points), as MariaDB's utf8mb4 columns count them. */
export const DEAL_LIMITS = {
  title: 500,
  description: 10_000,
  price: 64,
  originalPrice: 64,
  tagline: 255,
  affiliateLink: 2048,
  imageCount: 20,
  imageEntry: 2048,
  // The text column holds 65,535 bytes; 16,000 characters of up to 4 bytes each always fit.
  imageUrl: 16_000,
} as const;

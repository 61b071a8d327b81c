/** One post of a feed, reduced to what an import reads. */
export interface SourcePost {
  /** Stable id of the post at its source; deals keep it so a post is imported once. */
  id: string;
  message: string;
  createdAt: Date;
  permalinkUrl: string | null;
  /** Destinations of the post's link attachments (Facebook's redirect wrapper removed). */
  linkUrls: string[];
  /** Pictures of the post, largest first as the source lists them. */
  imageUrls: string[];
}

/** A feed of posts to import deals from; the Graph API is one, an RSS feed could be another. */
export interface DealSource {
  /** Shown in logs and messages, e.g. "Facebook page 12345". */
  readonly description: string;
  /** The posts published since `since`, newest first; may also yield a few older ones. */
  postsSince(since: Date): AsyncIterable<SourcePost>;
}

/** The blog's shapes shared by the pages and the server. */

/** What a list, a card or a related-post link needs. */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  category: string;
  tags: string[];
  readingMinutes: number;
  coverImage: string | null;
  coverAlt: string | null;
  publishedAt: Date;
};

/** A tag and how many public posts carry it. */
export type BlogTag = { tag: string; count: number };

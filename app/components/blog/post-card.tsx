import { Link } from "react-router";
import type { BlogPostSummary } from "../../../common/blog";
import { PostByline } from "./post-byline";
import { TagLinks } from "./tag-links";

type PostCardProps = {
  post: BlogPostSummary;
  /** h2 in the list, h3 under a section heading (related posts). */
  headingLevel?: 2 | 3;
  /** The first cards are above the fold: load their covers right away. */
  eager?: boolean;
  showTags?: boolean;
};

/** One post in a list: cover, linked title, byline, excerpt and tags. */
export function PostCard({ post, headingLevel = 2, eager = false, showTags = true }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${post.slug}`;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.coverImage ? (
        // The title says what the post is about; the illustration adds nothing for a screen reader.
        <img
          src={post.coverImage}
          alt=""
          width={1200}
          height={630}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[40/21] w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">{post.category}</p>
        <Heading className="mt-2 text-balance font-bold text-slate-900 text-xl leading-snug">
          <Link to={href} className="rounded-sm hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <PostByline
          authorName={post.authorName}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
          className="mt-3"
        />
        <p className="mt-4 flex-1 text-slate-700 leading-7">{post.excerpt}</p>
        {showTags ? <TagLinks tags={post.tags} label={`Topics of “${post.title}”`} className="mt-5" /> : null}
      </div>
    </article>
  );
}

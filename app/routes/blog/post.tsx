import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { PostByline } from "~/components/blog/post-byline";
import { PostCard } from "~/components/blog/post-card";
import { TagLinks } from "~/components/blog/tag-links";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { RichText } from "~/components/marketing/rich-text";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { renderMarkdown } from "../../../server/markdown/markdown";
import { getPublishedPost, relatedPosts } from "../../../server/modules/blog";
import type { Route } from "./+types/post";

export async function loader({ params }: Route.LoaderArgs) {
  return refusalsAsPageResponses(async () => {
    const { body, ...post } = await getPublishedPost(params.slug);
    const related = await relatedPosts(post);
    // Only the HTML travels to the page; the Markdown source stays on the server.
    return { post: { ...post, html: renderMarkdown(body) }, related };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      appUrl: appUrlFrom(matches),
      // Social networks don't preview SVG covers: the site's PNG share image stands in.
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedAt.toISOString() },
    { property: "article:modified_time", content: post.updatedAt.toISOString() },
    { property: "article:author", content: post.authorName },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

export default function BlogPostPage({ loaderData, matches }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const jsonLd = blogPostingJsonLd({
    appUrl: appUrlFrom(matches),
    slug: post.slug,
    title: post.title,
    description: post.excerpt,
    authorName: post.authorName,
    publishedAt: post.publishedAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    tags: post.tags,
  });

  return (
    <>
      <JsonLd data={jsonLd} />
      <article aria-labelledby="post-title">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
            <Breadcrumbs
              items={[{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: post.title }]}
            />
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{post.category}</p>
            <h1
              id="post-title"
              className="mt-3 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl sm:leading-tight"
            >
              {post.title}
            </h1>
            <p className="mt-5 text-lg text-slate-700 leading-8">{post.excerpt}</p>
            <PostByline
              authorName={post.authorName}
              publishedAt={post.publishedAt}
              readingMinutes={post.readingMinutes}
              className="mt-6 text-base"
            />
          </div>
        </header>
        {post.coverImage ? (
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <img
              src={post.coverImage}
              alt={post.coverAlt ?? ""}
              width={1200}
              height={630}
              fetchPriority="high"
              className="aspect-[40/21] w-full rounded-2xl bg-brand-50 object-cover shadow-sm"
            />
          </div>
        ) : null}
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <RichText html={post.html} />
          <footer className="mt-12 border-slate-200 border-t pt-8">
            <h2 className="font-semibold text-slate-900 text-sm uppercase tracking-wider">Topics</h2>
            <TagLinks tags={post.tags} label="Topics of this article" className="mt-3" />
            <Button asChild variant="outline" className="mt-8">
              <Link to="/blog">
                All articles
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </footer>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
            <h2 id="related-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              Related articles
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((relatedPost) => (
                <li key={relatedPost.slug} className="flex">
                  <PostCard post={relatedPost} headingLevel={3} showTags={false} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBanner
        id="blog-cta-heading"
        title="Hiring, or looking for your next role?"
        description="Our recruiters in Miami and Fort Lauderdale can put this advice to work for you."
        links={[
          { to: "/jobs", label: "Browse open jobs" },
          { to: "/contact", label: "Talk to a recruiter" },
        ]}
      />
    </>
  );
}

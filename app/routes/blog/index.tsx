import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { blogListHref } from "~/components/blog/blog-links";
import { PostCard } from "~/components/blog/post-card";
import { TagFilter } from "~/components/blog/tag-filter";
import { PageHero } from "~/components/marketing/page-hero";
import { Pagination } from "~/components/marketing/pagination";
import { Button } from "~/components/ui/button";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { listPublishedPosts, listTags } from "../../../server/modules/blog";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get("page"));
  const tag = params.get("tag")?.trim() || undefined;
  return refusalsAsPageResponses(async () => {
    const [list, tags] = await Promise.all([listPublishedPosts({ page, tag }), listTags()]);
    return { ...list, tags };
  });
}

/** ?page= absent is page 1; anything but a whole number from 1 up is a page that does not exist. */
function pageNumber(value: string | null): number {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 0;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  const page = loaderData?.page ?? 1;
  const topic = tag ? `Posts tagged “${tag}”` : "Blog: Hiring Insights & Career Advice";
  return pageMeta({
    title: page > 1 ? `${topic} (Page ${page})` : topic,
    description: tag
      ? `Articles about ${tag} from Sunshine Staffing's recruiters in Miami and Fort Lauderdale: practical advice for employers and job seekers.`
      : "Hiring trends, resume and interview advice, contract staffing and responsible AI in recruiting, from the recruiters at Sunshine Staffing in Miami and Fort Lauderdale.",
    path: blogListHref({ tag, page }),
    appUrl: appUrlFrom(matches),
    noindex: loaderData?.total === 0,
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, tags, tag, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Insights & Career Advice"
        title="Blog"
        description={
          <p>
            What our recruiters learn from hundreds of searches a year across South Florida: hiring trends for
            employers, resume and interview advice for job seekers, and how we use AI responsibly.
          </p>
        }
      />
      <section aria-labelledby="posts-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
          <TagFilter tags={tags.filter((topic) => topic.count > 1 || topic.tag === tag)} selected={tag} />
          <h2 id="posts-heading" className="mt-10 font-bold text-2xl text-slate-900 tracking-tight">
            {tag ? `Posts tagged “${tag}”` : "Latest posts"}
            {pageCount > 1 ? <span className="font-normal text-slate-600"> · Page {page}</span> : null}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            {total === 1 ? "1 article" : `${total} articles`}
            {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
          </p>
          {posts.length === 0 ? (
            <EmptyState tag={tag} />
          ) : (
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.slug} className="flex">
                  <PostCard post={post} headingLevel={3} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(number) => blogListHref({ tag, page: number })}
          />
        </div>
      </section>
    </>
  );
}

function EmptyState({ tag }: { tag?: string }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-slate-300 border-dashed px-6 py-14 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-slate-500" />
      <p className="mt-4 font-semibold text-lg text-slate-900">
        {tag ? `No articles are tagged “${tag}”.` : "No articles have been published yet."}
      </p>
      <p className="mt-2 max-w-md text-slate-600">
        Browse every article instead, or pick one of the topics above.
      </p>
      <Button asChild className="mt-6">
        <Link to="/blog">See all posts</Link>
      </Button>
    </div>
  );
}

import { Link } from "react-router";
import { ConfirmDeleteAction } from "~/components/admin/confirm-delete";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  primaryLinkClass,
  RecordRowHeader,
  RowAction,
  SearchForm,
  SortHeader,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { type AdminBlogPostRow, listAdminBlogPosts } from "../../../server/modules/blog";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminBlogPosts);
}

/** Blog posts, drafts and published: search by title or slug, sort, publish or take back to draft. */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { rows, q, sort, dir, page, pageSize, total } = loaderData;
  const { message, sendChange, sendDelete } = useRowChange();

  async function setStatus(post: AdminBlogPostRow, status: "published" | "draft") {
    const done =
      status === "published" ? "published: it is on /blog now." : "back to draft: it is off /blog.";
    await sendChange(`/api/admin/blog/${post.id}/status`, { status }, `${post.title} ${done}`);
  }

  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/blog/new" className={primaryLinkClass}>
            New post
          </Link>
        }
      >
        Blog posts
      </PageTitle>
      <SearchForm q={q} label="Search posts (title or slug)" sort={sort} dir={dir} />
      <ChangeNotice message={message} />
      <ConsoleTable
        caption={`Blog posts, ${total} in all`}
        columns={5}
        empty={rows.length === 0 ? "No posts match." : null}
        head={
          <>
            <SortHeader label="Title" column="title" sort={sort} dir={dir} />
            <SortHeader label="Status" column="status" sort={sort} dir={dir} />
            <SortHeader label="Published" column="published" sort={sort} dir={dir} />
            <SortHeader label="Updated" column="updated" sort={sort} dir={dir} />
            <ColumnHeader>Actions</ColumnHeader>
          </>
        }
      >
        {rows.map((post) => (
          <tr key={post.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/blog/${post.id}`}
              title={post.title}
              detail={`/blog/${post.slug}`}
              breakDetail
            />
            <td className="p-2">{post.status === "published" ? "Published" : "Draft"}</td>
            <td className="p-2">{post.publishedAt ? formatDateTime(post.publishedAt) : "—"}</td>
            <td className="p-2">{formatDateTime(post.updatedAt)}</td>
            <td className="p-2">
              <div className="flex flex-wrap gap-1">
                {post.status === "draft" ? (
                  <RowAction
                    label="Publish"
                    title={post.title}
                    onClick={() => setStatus(post, "published")}
                  />
                ) : (
                  <>
                    <RowAction
                      label="Unpublish"
                      title={post.title}
                      onClick={() => setStatus(post, "draft")}
                    />
                    <a
                      href={`/blog/${post.slug}`}
                      className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100"
                      aria-label={`View ${post.title} on the site`}
                    >
                      View
                    </a>
                  </>
                )}
                <ConfirmDeleteAction
                  title={post.title}
                  consequence={
                    post.status === "published"
                      ? "The post disappears from /blog at once, and its uploaded cover is deleted."
                      : "The draft and its uploaded cover are deleted."
                  }
                  onConfirm={() => sendDelete(`/api/admin/blog/${post.id}`, `${post.title} deleted.`)}
                />
              </div>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}

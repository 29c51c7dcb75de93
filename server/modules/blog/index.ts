export type { BlogPostSummary, BlogTag } from "../../../common/blog";
export {
  type AdminBlogPost,
  type AdminBlogPostRow,
  BLOG_POST_NOT_FOUND,
  BLOG_POST_SORTS,
  BLOG_SLUG_TAKEN,
  blogPostInputSchema,
  blogPostStatusSchema,
  createBlogPost,
  deleteBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  removeBlogCover,
  setBlogPostStatus,
  updateBlogPost,
  uploadBlogCover,
} from "./admin-posts";
export { BLOG_COVER_MAX_BYTES, BLOG_COVER_PURPOSE, blogCoverFileId, blogCoverPath } from "./covers";
export {
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogPostPage,
  getPublishedPost,
  listPublishedPosts,
  listTags,
  RELATED_POSTS_LIMIT,
  relatedPosts,
} from "./posts";

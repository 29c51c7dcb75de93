export type { BlogPostSummary, BlogTag } from "../../../common/blog";
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

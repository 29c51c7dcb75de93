export { BLOG_COVER_MAX_BYTES, BLOG_COVER_PURPOSE, blogCoverFileId, blogCoverPath } from "./covers";
export {
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogPostPage,
  type BlogPostSummary,
  type BlogTag,
  getPublishedPost,
  listPublishedPosts,
  listTags,
  RELATED_POSTS_LIMIT,
  relatedPosts,
} from "./posts";

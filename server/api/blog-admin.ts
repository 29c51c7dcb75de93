import { Router } from "express";
import { adminOf } from "../modules/admin-auth";
import {
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
} from "../modules/blog";
import { changeHandler, createHandler, listHandler, recordHandler } from "./admin-route-handlers";

/** The console's blog posts and covers (behind adminGuardRouter); each change is audited. */
export const blogAdminRouter = Router();

blogAdminRouter.get("/admin/blog", listHandler(listAdminBlogPosts));
blogAdminRouter.post("/admin/blog", createHandler(blogPostInputSchema, createBlogPost));
blogAdminRouter.get("/admin/blog/:id", recordHandler(getAdminBlogPost));
blogAdminRouter.put("/admin/blog/:id", changeHandler(blogPostInputSchema, updateBlogPost));
blogAdminRouter.post("/admin/blog/:id/status", changeHandler(blogPostStatusSchema, setBlogPostStatus));
/** → 200 { deleted: true, id }; 404 for an unknown post. Its uploaded cover file is deleted too. */
blogAdminRouter.delete("/admin/blog/:id", changeHandler(deleteBlogPost));
/** multipart/form-data: `file` (JPEG, PNG or WebP, at most 5 MB) and `coverAlt`. */
blogAdminRouter.post("/admin/blog/:id/cover", async (req, res) => {
  res.json(await uploadBlogCover(adminOf(res), req.params.id, req));
});
blogAdminRouter.post("/admin/blog/:id/cover/removal", changeHandler(removeBlogCover));

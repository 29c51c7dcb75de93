import { Router } from "express";
import { z } from "zod";
import { parseInput } from "../kernel/parse-input";
import { renderMarkdown } from "../markdown/markdown";

/** The editors' Markdown preview (behind adminGuardRouter). */
export const markdownAdminRouter = Router();

const previewSchema = z
  .object({
    markdown: z.string({ error: "Send the Markdown to preview." }).max(20_000, "At most 20,000 characters."),
  })
  .strict();
/** The description's preview, rendered by the same Markdown module as the public job page. */
markdownAdminRouter.post("/admin/markdown-preview", (req, res) => {
  const { markdown } = parseInput(previewSchema, req.body);
  res.json({ html: renderMarkdown(markdown) });
});

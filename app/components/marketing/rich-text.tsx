import { cn } from "~/lib/utils";

/**
 * Article typography for rendered Markdown, without a typography plugin: the descendant
 * selectors style what markdown-it emits (headings, paragraphs, lists, quotes, code, tables).
 */
const ARTICLE_STYLES = [
  "text-lg text-slate-800 leading-8",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900 [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h3]:text-xl",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:mt-5 [&>p:first-child]:mt-0",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_li::marker]:text-brand-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-brand-300 [&_blockquote]:border-l-4 [&_blockquote]:pl-5 [&_blockquote]:text-slate-700 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

/**
 * A blog post's body or a job description; `html` comes from renderMarkdown (server/markdown),
 * which escapes raw HTML and unsafe links.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(ARTICLE_STYLES, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

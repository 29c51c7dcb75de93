import type { ResumeDesign, ResumeDocument, ResumeSection } from "../resume-document";
import type { LayoutPage, ResumeLayout } from "../resume-layout-types";
import { type Block, type Setting, settingOf, shifted } from "./layout-blocks";
import { headerBlocks, sectionBlocks } from "./layout-sections";

/**
 * Lays a resume out on pages: the one layout the live preview and the PDF both draw. Text is
 * measured with the embedded fonts' widths, wrapped, and placed top to bottom in reading order;
 * blocks that must not end a page (a section heading, an entry's header) move to the next page
 * with what follows them.
 */
export function layoutResume(doc: ResumeDocument): ResumeLayout {
  const setting = settingOf(doc.design);
  const blocks = [
    headerBlocks(setting, doc.contact),
    ...doc.sections.map((section) => cachedSectionBlocks(setting, doc.design, section)),
  ].flat();
  return { width: setting.page.width, height: setting.page.height, pages: paginate(setting, blocks) };
}

/**
 * A section's blocks depend only on the section and the design, and the editor changes a document
 * by making new objects for what changed: a keystroke in one section leaves the others' objects as
 * they were, so their blocks are reused (pagination copies the items, never changing the blocks).
 */
const sectionBlocksCache = new WeakMap<ResumeSection, { design: string; blocks: Block[] }>();

function cachedSectionBlocks(setting: Setting, design: ResumeDesign, section: ResumeSection): Block[] {
  const key = `${design.template}|${design.font}|${design.spacing}|${design.pageSize}|${design.accent}`;
  const cached = sectionBlocksCache.get(section);
  if (cached?.design === key) return cached.blocks;
  const blocks = sectionBlocks(setting, section);
  sectionBlocksCache.set(section, { design: key, blocks });
  return blocks;
}

function paginate(setting: Setting, blocks: Block[]): LayoutPage[] {
  const { top, bottom: bottomMargin } = setting.style.margins;
  const bottom = setting.page.height - bottomMargin;
  const pages: LayoutPage[] = [{ items: [] }];
  let y = top;
  blocks.forEach((block, index) => {
    const atTop = y === top;
    const needed = (atTop ? 0 : block.spaceBefore) + keptHeight(blocks, index);
    // A chain taller than a whole page cannot be kept together: it breaks where it must.
    if (!atTop && y + needed > bottom && keptHeight(blocks, index) <= bottom - top) {
      pages.push({ items: [] });
      y = top;
    }
    if (y !== top) y += block.spaceBefore;
    const page = pages.at(-1) as LayoutPage;
    for (const item of block.items) page.items.push(shifted(item, y));
    y += block.height;
  });
  return pages;
}

/** The block's height plus, while it is kept with the next, the next one's (and its gap). */
function keptHeight(blocks: Block[], index: number): number {
  let height = blocks[index]?.height ?? 0;
  for (let next = index; blocks[next]?.keepWithNext && blocks[next + 1]; next++) {
    const following = blocks[next + 1] as Block;
    height += following.spaceBefore + following.height;
  }
  return height;
}

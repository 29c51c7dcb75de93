import type { ResumeContact, ResumeSection } from "../resume-document";
import { type Block, colorOf, ruleBlock, type Setting, stacked, textLines } from "./layout-blocks";
import { contactPieces } from "./resume-format";
import { type EntryView, type FieldText, type ListView, sectionView } from "./section-views";
import { INK, MUTED } from "./templates";
import type { Run } from "./wrap-runs";

/** The name, headline and contact line at the top of the first page, as one block. */
export function headerBlocks(setting: Setting, contact: ResumeContact): Block[] {
  const { style } = setting;
  const { align } = style.header;
  const parts: Block[] = [];
  const name = contact.fullName.trim();
  if (name) {
    const color = colorOf(setting, style.header.nameColor);
    const run: Run = { text: name, style: "bold", size: style.sizes.name, color, field: "contact.fullName" };
    parts.push(...textLines(setting, [run], { align }));
  }
  const headline = contact.title.trim();
  if (headline) {
    const color = colorOf(setting, style.header.headlineColor);
    const run: Run = {
      text: headline,
      style: "regular",
      size: style.sizes.headline,
      color,
      field: "contact.title",
    };
    parts.push(...textLines(setting, [run], { align }));
  }
  const contactLines = textLines(setting, contactRuns(setting, contact), { align });
  parts.push(
    ...contactLines.map((line, index) =>
      index === 0 ? { ...line, spaceBefore: setting.gap("header") } : line,
    ),
  );
  const rule = style.header.rule;
  if (rule && parts.length > 0) {
    parts.push({
      ...ruleBlock(setting, rule.width, colorOf(setting, rule.color), 0),
      spaceBefore: setting.gap("header") * 1.5,
    });
  }
  return parts.length > 0 ? [stacked(parts)] : [];
}

/** "email | phone | City, ST | link": each detail kept whole, the separators where lines may break. */
function contactRuns(setting: Setting, contact: ResumeContact): Run[] {
  const size = setting.style.sizes.contact;
  return contactPieces(contact).flatMap((piece, index) => {
    const run: Run = {
      text: piece.text,
      style: "regular",
      size,
      color: INK,
      field: piece.field,
      keep: true,
      ...(piece.href ? { href: piece.href } : {}),
    };
    return index === 0
      ? [run]
      : [{ text: "  |  ", style: "regular" as const, size, color: MUTED, field: piece.field }, run];
  });
}

/** A section's heading and content; nothing for a section with nothing in it. */
export function sectionBlocks(setting: Setting, section: ResumeSection): Block[] {
  const titled = sectionView(section);
  if (!titled) return [];
  const { view } = titled;
  const content =
    view.kind === "paragraphs"
      ? view.paragraphs.flatMap((paragraph, index) =>
          textLines(setting, [bodyRun(setting, paragraph)]).map((line, lineIndex) => ({
            ...line,
            spaceBefore: index > 0 && lineIndex === 0 ? setting.gap("bullet") * 3 : 0,
          })),
        )
      : view.kind === "entries"
        ? view.entries.flatMap((entry, index) =>
            entryBlocks(setting, entry, index === 0 ? 0 : setting.gap("entry")),
          )
        : view.lists.map((list, index) =>
            listBlock(setting, list, index === 0 ? 0 : setting.gap("bullet") * 2),
          );
  return [headingBlock(setting, titled.title), ...content];
}

/** "Label: one, two, three": a line breaks only between items, so none is cut in two. */
function listBlock(setting: Setting, list: ListView, spaceBefore: number): Block {
  const label: Run[] = list.label
    ? [
        {
          text: `${list.label.text}: `,
          style: "bold",
          size: setting.style.sizes.body,
          color: INK,
          field: list.label.field,
        },
      ]
    : [];
  const items = list.items.map((item, index) =>
    bodyRun(setting, { ...item, text: index < list.items.length - 1 ? `${item.text}, ` : item.text }, true),
  );
  return stacked(textLines(setting, [...label, ...items]), spaceBefore);
}

function bodyRun(setting: Setting, { text, field }: FieldText, keep = false): Run {
  return {
    text,
    style: "regular",
    size: setting.style.sizes.body,
    color: INK,
    field,
    ...(keep ? { keep } : {}),
  };
}

function headingBlock(setting: Setting, title: FieldText): Block {
  const { heading, sizes } = setting.style;
  const text = heading.caps ? title.text.toUpperCase() : title.text;
  const run: Run = {
    text,
    style: "bold",
    size: sizes.heading,
    color: colorOf(setting, heading.color),
    field: title.field,
  };
  const parts = textLines(setting, [run]);
  const rule =
    heading.rule && ruleBlock(setting, heading.rule.width, colorOf(setting, heading.rule.color), 1.5);
  if (rule && heading.rule?.placement === "above") parts.unshift(rule);
  if (rule && heading.rule?.placement === "below") parts.push(rule);
  parts.push({ height: setting.gap("afterHeading"), items: [], spaceBefore: 0, keepWithNext: false });
  return stacked(parts, setting.gap("section"), true);
}

/** The entry's header lines (as the template places title, place and dates), then its bullets. */
function entryBlocks(setting: Setting, entry: EntryView, spaceBefore: number): Block[] {
  const { sizes } = setting.style;
  const whatRuns: Run[] = entry.what.text
    ? [{ text: entry.what.text, style: "bold", size: sizes.body + 0.5, color: INK, field: entry.what.field }]
    : [];
  const whereRuns: Run[] = entry.where.map((part, index) => ({
    text: index === 0 ? part.text : `, ${part.text}`,
    style: index === 0 ? "italic" : "regular",
    size: sizes.body,
    color: index === 0 ? INK : MUTED,
    field: part.field,
  }));
  const dates: Run | undefined = entry.dates && {
    text: entry.dates.text,
    style: "regular",
    size: sizes.detail,
    color: MUTED,
    field: entry.dates.field,
  };
  const right = dates ? { right: dates } : {};
  const lines: Block[] = [];
  switch (setting.style.entry) {
    case "stacked":
      lines.push(...textLines(setting, whatRuns, right));
      if (whereRuns.length > 0) lines.push(...textLines(setting, whereRuns));
      break;
    case "inline": {
      const dash: Run = {
        text: " — ",
        style: "regular",
        size: sizes.body,
        color: INK,
        field: entry.where[0]?.field ?? entry.what.field,
      };
      lines.push(
        ...textLines(
          setting,
          whatRuns.length > 0 && whereRuns.length > 0
            ? [...whatRuns, dash, ...whereRuns]
            : [...whatRuns, ...whereRuns],
          right,
        ),
      );
      break;
    }
    case "dates-below": {
      lines.push(...textLines(setting, whatRuns));
      const below = [
        ...whereRuns,
        ...(dates ? [{ ...dates, text: whereRuns.length > 0 ? `  ·  ${dates.text}` : dates.text }] : []),
      ];
      if (below.length > 0) lines.push(...textLines(setting, below));
      break;
    }
  }
  const bullets = entry.bullets.map((bullet) => bulletBlock(setting, bullet));
  return [stacked(lines, spaceBefore, bullets.length > 0), ...bullets];
}

function bulletBlock(setting: Setting, bullet: FieldText): Block {
  const marker: Run = {
    text: "•",
    style: "regular",
    size: setting.style.sizes.body,
    color: INK,
    field: bullet.field,
  };
  const lines = textLines(setting, [bodyRun(setting, bullet)], {
    indent: setting.style.bulletIndent,
    marker,
  });
  return stacked(lines, setting.gap("bullet"));
}

import { RESUME_SECTION_KIND_LABELS, type ResumeContact, type ResumeSection } from "../resume-document";
import { type Block, colorOf, ruleBlock, type Setting, stacked, textLines } from "./layout-blocks";
import { contactPieces, resumeDate, resumeDateRange } from "./resume-format";
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
    parts.push(
      ...textLines(
        setting,
        [{ text: name, style: "bold", size: style.sizes.name, color, field: "contact.fullName" }],
        { align },
      ),
    );
  }
  const headline = contact.title.trim();
  if (headline) {
    const color = colorOf(setting, style.header.headlineColor);
    parts.push(
      ...textLines(
        setting,
        [{ text: headline, style: "regular", size: style.sizes.headline, color, field: "contact.title" }],
        { align },
      ),
    );
  }
  const runs = contactRuns(setting, contact);
  if (runs.length > 0)
    parts.push(
      ...textLines(setting, runs, { align }).map((line, index) =>
        index === 0 ? { ...line, spaceBefore: setting.gap("header") } : line,
      ),
    );
  const rule = style.header.rule;
  if (rule)
    parts.push({
      ...ruleBlock(setting, rule.width, colorOf(setting, rule.color), 0),
      spaceBefore: setting.gap("header") * 1.5,
    });
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
  const content = sectionContent(setting, section);
  if (content.length === 0) return [];
  return [headingBlock(setting, section), ...content];
}

function sectionContent(setting: Setting, section: ResumeSection): Block[] {
  const base = `sections.${section.id}`;
  switch (section.kind) {
    case "summary":
      return section.text
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim())
        .flatMap((paragraph, index) => {
          const lines = textLines(setting, [bodyRun(setting, paragraph, `${base}.text`)]);
          return lines.map((line, lineIndex) => ({
            ...line,
            spaceBefore: index > 0 && lineIndex === 0 ? setting.gap("bullet") * 3 : 0,
          }));
        });
    case "experience":
      return entriesBlocks(
        setting,
        section.entries.map((entry) => {
          const path = `${base}.entries.${entry.id}`;
          return {
            what: entry.title,
            whatField: `${path}.title`,
            where: [
              { text: entry.employer, field: `${path}.employer` },
              { text: entry.location, field: `${path}.location` },
            ],
            dates: resumeDateRange(entry),
            datesField: `${path}.${entry.startDate ? "startDate" : "endDate"}`,
            bullets: entry.bullets,
            path,
          };
        }),
      );
    case "education":
      return entriesBlocks(
        setting,
        section.entries.map((entry) => {
          const path = `${base}.entries.${entry.id}`;
          return {
            what: [entry.degree.trim(), entry.area.trim()].filter(Boolean).join(" in "),
            whatField: `${path}.${entry.degree.trim() ? "degree" : "area"}`,
            where: [
              { text: entry.institution, field: `${path}.institution` },
              { text: entry.location, field: `${path}.location` },
            ],
            dates: resumeDateRange(entry),
            datesField: `${path}.${entry.startDate ? "startDate" : "endDate"}`,
            bullets: entry.bullets,
            path,
          };
        }),
      );
    case "certifications":
      return entriesBlocks(
        setting,
        section.entries.map((entry) => {
          const path = `${base}.entries.${entry.id}`;
          const expires = entry.expires ? `Expires ${resumeDate(entry.expires)}` : "";
          return {
            what: entry.name,
            whatField: `${path}.name`,
            where: [
              { text: entry.issuer, field: `${path}.issuer` },
              { text: entry.number.trim() ? `No. ${entry.number.trim()}` : "", field: `${path}.number` },
            ],
            dates: [resumeDate(entry.date), expires].filter(Boolean).join(" · "),
            datesField: `${path}.${entry.date ? "date" : "expires"}`,
            bullets: [],
            path,
          };
        }),
      );
    case "custom":
      return entriesBlocks(
        setting,
        section.entries.map((entry) => {
          const path = `${base}.entries.${entry.id}`;
          return {
            what: entry.title,
            whatField: `${path}.title`,
            where: [{ text: entry.subtitle, field: `${path}.subtitle` }],
            dates: entry.date.trim(),
            datesField: `${path}.date`,
            bullets: entry.bullets,
            path,
          };
        }),
      );
    case "skills":
      return section.entries.flatMap((group, index) => {
        const runs = listRuns(
          setting,
          group.keywords.map((keyword, keywordIndex) => ({
            text: keyword,
            field: `${base}.entries.${group.id}.keywords.${keywordIndex}`,
          })),
        );
        if (runs.length === 0) return [];
        const name = group.name.trim();
        const label: Run[] = name
          ? [
              {
                text: `${name}: `,
                style: "bold",
                size: setting.style.sizes.body,
                color: INK,
                field: `${base}.entries.${group.id}.name`,
              },
            ]
          : [];
        return [
          {
            ...stacked(textLines(setting, [...label, ...runs])),
            spaceBefore: index > 0 ? setting.gap("bullet") * 2 : 0,
          },
        ];
      });
    case "languages": {
      const runs = listRuns(
        setting,
        section.entries.map((entry) => ({
          text: [entry.language.trim(), entry.fluency.trim() ? `(${entry.fluency.trim()})` : ""]
            .filter(Boolean)
            .join(" "),
          field: `${base}.entries.${entry.id}.${entry.language.trim() ? "language" : "fluency"}`,
        })),
      );
      return runs.length > 0 ? [stacked(textLines(setting, runs))] : [];
    }
  }
}

/** Items of a list separated by commas; a line breaks only between items, so none is cut in two. */
function listRuns(setting: Setting, items: { text: string; field: string }[]): Run[] {
  const kept = items.filter((item) => item.text.trim());
  return kept.map((item, index) =>
    bodyRun(setting, index < kept.length - 1 ? `${item.text.trim()}, ` : item.text.trim(), item.field, true),
  );
}

function bodyRun(setting: Setting, text: string, field: string, keep = false): Run {
  return {
    text,
    style: "regular",
    size: setting.style.sizes.body,
    color: INK,
    field,
    ...(keep ? { keep } : {}),
  };
}

function headingBlock(setting: Setting, section: ResumeSection): Block {
  const { heading, sizes } = setting.style;
  const title = section.title.trim() || RESUME_SECTION_KIND_LABELS[section.kind];
  const text = heading.caps ? title.toUpperCase() : title;
  const run: Run = {
    text,
    style: "bold",
    size: sizes.heading,
    color: colorOf(setting, heading.color),
    field: `sections.${section.id}.title`,
  };
  const parts = textLines(setting, [run]);
  const rule =
    heading.rule && ruleBlock(setting, heading.rule.width, colorOf(setting, heading.rule.color), 1.5);
  if (rule && heading.rule?.placement === "above") parts.unshift(rule);
  if (rule && heading.rule?.placement === "below") parts.push(rule);
  parts.push({ height: setting.gap("afterHeading"), items: [], spaceBefore: 0, keepWithNext: false });
  return stacked(parts, setting.gap("section"), true);
}

/** An entry of experience, education, certifications or a custom section, as the layout sees it. */
type EntryView = {
  what: string;
  whatField: string;
  where: { text: string; field: string }[];
  dates: string;
  datesField: string;
  bullets: string[];
  path: string;
};

function entriesBlocks(setting: Setting, entries: EntryView[]): Block[] {
  return entries
    .filter(
      (entry) =>
        entry.what.trim() ||
        entry.where.some((part) => part.text.trim()) ||
        entry.bullets.some((bullet) => bullet.trim()),
    )
    .flatMap((entry, index) => entryBlocks(setting, entry, index === 0 ? 0 : setting.gap("entry")));
}

/** The entry's header lines (as the template places title, employer and dates), then its bullets. */
function entryBlocks(setting: Setting, entry: EntryView, spaceBefore: number): Block[] {
  const { sizes } = setting.style;
  const detail = (text: string, field: string): Run => ({
    text,
    style: "regular",
    size: sizes.detail,
    color: MUTED,
    field,
  });
  const whereParts = entry.where.filter((part) => part.text.trim());
  // An entry without a title leads with its employer (or school, or issuer) instead.
  const what = entry.what.trim() ? { text: entry.what, field: entry.whatField } : whereParts.shift();
  const whatRuns: Run[] = what
    ? [{ text: what.text.trim(), style: "bold", size: sizes.body + 0.5, color: INK, field: what.field }]
    : [];
  const whereRuns: Run[] = whereParts.map((part, index) => ({
    text: index === 0 ? part.text.trim() : `, ${part.text.trim()}`,
    style: index === 0 ? "italic" : "regular",
    size: sizes.body,
    color: index === 0 ? INK : MUTED,
    field: part.field,
  }));
  const dates = entry.dates ? detail(entry.dates, entry.datesField) : undefined;
  const lines: Block[] = [];
  switch (setting.style.entry) {
    case "stacked":
      lines.push(...textLines(setting, whatRuns, dates ? { right: dates } : {}));
      if (whereRuns.length > 0) lines.push(...textLines(setting, whereRuns));
      break;
    case "inline": {
      const dash: Run = {
        text: " — ",
        style: "regular",
        size: sizes.body,
        color: INK,
        field: whereParts[0]?.field ?? "",
      };
      const joined =
        whatRuns.length > 0 && whereRuns.length > 0
          ? [...whatRuns, dash, ...whereRuns]
          : [...whatRuns, ...whereRuns];
      lines.push(...textLines(setting, joined, dates ? { right: dates } : {}));
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
  const bullets = entry.bullets.flatMap((bullet, index) =>
    bullet.trim() ? [bulletBlock(setting, bullet.trim(), `${entry.path}.bullets.${index}`)] : [],
  );
  return [stacked(lines, spaceBefore, bullets.length > 0), ...bullets];
}

function bulletBlock(setting: Setting, text: string, field: string): Block {
  const marker: Run = { text: "•", style: "regular", size: setting.style.sizes.body, color: INK, field };
  const lines = textLines(setting, [bodyRun(setting, text, field)], {
    indent: setting.style.bulletIndent,
    marker,
  });
  return stacked(lines, setting.gap("bullet"));
}

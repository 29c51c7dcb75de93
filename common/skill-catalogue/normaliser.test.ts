import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allSkills,
  formsOf,
  SKILL_CATEGORIES,
  skillById,
  skillCatalogueVersion,
  skillIdOf,
  skillIdsIn,
  skillMentions,
  skillNamedBy,
} from "./index";
import { skillTrie } from "./normaliser";

const skills = allSkills();
const anyCaseForms = skills.flatMap((skill) =>
  formsOf(skill)
    .filter((form) => !form.caseSensitive)
    .map((form) => ({ skillId: skill.id, text: form.text })),
);
/** Words no skill is written with: random letters behind a prefix no form starts with. */
const fillerWord = fc.stringMatching(/^[a-z]{1,8}$/).map((letters) => `qz${letters}`);

describe("the skills catalogue", () => {
  it("has at least 1,500 skills across every industry, each with an alias", () => {
    expect(skills.length).toBeGreaterThanOrEqual(1500);
    for (const category of SKILL_CATEGORIES) {
      expect(skills.filter((skill) => skill.category === category).length).toBeGreaterThanOrEqual(80);
    }
    expect(skills.filter((skill) => skill.aliases.length === 0)).toEqual([]);
  });

  it("gives every skill a unique, URL-safe id", () => {
    const ids = skills.map((skill) => skill.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(skillIdOf("C#")).toBe("c-sharp");
    expect(skillIdOf("C++")).toBe("c-plus-plus");
    expect(skillIdOf(".NET")).toBe("dot-net");
    expect(skillById("registered-nurse")?.category).toBe("healthcare");
  });

  it("never lets one written form name two skills", () => {
    expect(() => skillTrie()).not.toThrow();
  });

  it("reads every name and alias, alone, as its own skill", () => {
    for (const skill of skills) {
      for (const form of formsOf(skill)) expect(skillNamedBy(form.text)?.id, form.text).toBe(skill.id);
    }
  });

  it("has a version that names the catalogue's size", () => {
    expect(skillCatalogueVersion()).toMatch(new RegExp(`^${skills.length}-[0-9a-f]{8}$`));
  });
});

describe("skill normalisation", () => {
  it.each([
    ["JS", "javascript"],
    ["RN", "registered-nurse"],
    ["MS Excel", "microsoft-excel"],
    ["registered nurses", "registered-nurse"],
    ["REGISTERED NURSE", "registered-nurse"],
    ["K8s", "kubernetes"],
    ["C#", "c-sharp"],
    ["C++", "c-plus-plus"],
    [".NET", "dot-net"],
    ["CI CD", "ci-cd"],
    ["A/P", "accounts-payable"],
    ["forklift certified", "forklift-operation"],
    ["Shipping & Receiving", "shipping-and-receiving"],
    ["Español", "spanish"],
    ["EXCEL", "microsoft-excel"],
  ])("%s is %s", (written, id) => {
    expect(skillNamedBy(written)?.id).toBe(id);
  });

  it("prefers the longest form and finds several in a sentence", () => {
    expect(skillIdsIn("Tuned Microsoft SQL Server and wrote T-SQL; React Native and React.js apps")).toEqual([
      "microsoft-sql-server",
      "sql",
      "react-native",
      "react",
    ]);
  });

  it("matches whole words only", () => {
    expect(skillIdsIn("JSON payloads, learned Javanese, Ernie and internal memos")).toEqual([]);
    expect(skillIdsIn("Used JS daily")).toEqual(["javascript"]);
  });

  it("reads everyday words as skills only when spelled as the skill", () => {
    expect(skillIdsIn("I excel at helping people and can access records")).toEqual([]);
    expect(skillIdsIn("Built pivot reports in Excel and queries in Access")).toEqual([
      "microsoft-excel",
      "microsoft-access",
    ]);
  });

  it("says where each mention is", () => {
    const text = "Skills: Python, PostgreSQL (Postgres) and Kubernetes.";
    for (const mention of skillMentions(text))
      expect(text.slice(mention.start, mention.end)).toBe(mention.text);
    expect(skillMentions(text).map((mention) => mention.text)).toEqual([
      "Python",
      "PostgreSQL",
      "Postgres",
      "Kubernetes",
    ]);
  });

  it("finds any form among unrelated words, in any case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...anyCaseForms),
        fc.array(fillerWord, { maxLength: 6 }),
        fc.array(fillerWord, { maxLength: 6 }),
        fc.constantFrom("lower", "upper", "as-is"),
        fc.constantFrom(" ", ", ", "; ", "\n", " (", " - "),
        (form, before, after, casing, separator) => {
          const written =
            casing === "lower"
              ? form.text.toLowerCase()
              : casing === "upper"
                ? form.text.toUpperCase()
                : form.text;
          const text = [...before, written, ...after].join(separator);
          expect(skillIdsIn(text)).toEqual([form.skillId]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("gives mentions that are ordered, never overlap and quote the text", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...anyCaseForms).map((form) => form.text),
            fillerWord,
          ),
        ),
        (parts) => {
          const text = parts.join(" ");
          const mentions = skillMentions(text);
          let previousEnd = 0;
          for (const mention of mentions) {
            expect(mention.start).toBeGreaterThanOrEqual(previousEnd);
            expect(text.slice(mention.start, mention.end)).toBe(mention.text);
            previousEnd = mention.end;
          }
          expect(skillMentions(text)).toEqual(mentions);
        },
      ),
      { numRuns: 300 },
    );
  });
});

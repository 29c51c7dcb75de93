import { memo, useId } from "react";
import { Label, Select } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import {
  RESUME_ACCENTS,
  RESUME_FONT_LABELS,
  RESUME_PAGE_SIZE_LABELS,
  RESUME_SPACING_LABELS,
  RESUME_TEMPLATE_LABELS,
  type ResumeAccent,
  type ResumeDesign,
} from "../../../common/resume-document";
import { useEdit } from "./editor-context";
import { setDesign } from "./resume-edits";

const ACCENT_NAMES: Record<ResumeAccent, string> = {
  "#1d4ed8": "Blue",
  "#0f766e": "Teal",
  "#b91c1c": "Red",
  "#7e22ce": "Purple",
  "#c2410c": "Orange",
  "#334155": "Slate",
};

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Template, font, spacing, page size and accent colour. */
export const DesignControls = memo(function DesignControls({ design }: { design: ResumeDesign }) {
  const edit = useEdit();
  const id = useId();
  const change = (patch: Partial<ResumeDesign>) => edit((doc) => setDesign(doc, patch));
  const select = (key: "template" | "font" | "spacing", label: string, labels: Record<string, string>) => (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select
        id={`${id}-${key}`}
        options={optionsOf(labels)}
        value={design[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    </div>
  );

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-lg text-slate-900">Design</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {select("template", "Template", RESUME_TEMPLATE_LABELS)}
        {select("font", "Font", RESUME_FONT_LABELS)}
        {select("spacing", "Spacing", RESUME_SPACING_LABELS)}
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <fieldset>
          <legend className="font-medium text-slate-900 text-sm">Page size</legend>
          <div className="mt-2 flex gap-4">
            {optionsOf(RESUME_PAGE_SIZE_LABELS).map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-page-size`}
                  value={value}
                  checked={design.pageSize === value}
                  onChange={() => change({ pageSize: value as ResumeDesign["pageSize"] })}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-medium text-slate-900 text-sm">Accent colour</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {RESUME_ACCENTS.map((accent) => (
              <label key={accent} className="relative block" title={ACCENT_NAMES[accent]}>
                <input
                  type="radio"
                  name={`${id}-accent`}
                  value={accent}
                  checked={design.accent === accent}
                  onChange={() => change({ accent })}
                  aria-label={ACCENT_NAMES[accent]}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                />
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: accent }}
                  className={cn(
                    "block size-9 rounded-full ring-2 ring-transparent ring-offset-2",
                    "peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-focus-visible:outline-offset-4",
                  )}
                />
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
});

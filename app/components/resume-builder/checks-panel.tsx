import { memo, useState } from "react";
import { Button } from "~/components/ui/button";
import { type ResumeCheck, splitDismissedChecks } from "../../../common/resume-builder";
import { useAnnounce } from "./announcer";
import { useEdit } from "./editor-context";
import { focusField } from "./field-paths";
import { dismissCheck, restoreCheck } from "./resume-edits";

/**
 * The resume checks as the person writes: each names the field to fix (a click focuses it) and can
 * be dismissed; dismissed ones stay listed behind a toggle, to bring back.
 */
export const ChecksPanel = memo(function ChecksPanel({
  checks,
  dismissed,
}: {
  checks: ResumeCheck[];
  dismissed: string[];
}) {
  const edit = useEdit();
  const announce = useAnnounce();
  const [showDismissed, setShowDismissed] = useState(false);
  const { open, dismissed: hidden } = splitDismissedChecks(checks, dismissed);

  return (
    <section aria-labelledby="resume-checks-heading" className="space-y-3">
      <h2 id="resume-checks-heading" className="font-semibold text-lg text-slate-900">
        Checks <span className="font-normal text-slate-600 text-sm">({open.length})</span>
      </h2>
      {open.length === 0 ? (
        <p className="text-slate-700 text-sm">Nothing to fix. Nice work.</p>
      ) : (
        <ul className="space-y-2">
          {open.map((check) => (
            <li
              key={check.id}
              className="flex items-start justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm"
            >
              <button
                type="button"
                onClick={() => focusField(check.field)}
                className="text-left text-slate-900 underline decoration-amber-600 underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {check.message}
              </button>
              <Button
                variant="ghost"
                className="h-8 px-2"
                aria-label={`Dismiss: ${check.message}`}
                onClick={() => {
                  edit((doc) => dismissCheck(doc, check.id));
                  announce("Check dismissed.");
                }}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hidden.length > 0 ? (
        <div className="space-y-2">
          <Button
            variant="ghost"
            className="h-8 px-2"
            aria-expanded={showDismissed}
            onClick={() => setShowDismissed(!showDismissed)}
          >
            {showDismissed ? "Hide" : "Show"} dismissed checks ({hidden.length})
          </Button>
          {showDismissed ? (
            <ul className="space-y-2">
              {hidden.map((check) => (
                <li
                  key={check.id}
                  className="flex items-start justify-between gap-2 rounded-lg bg-slate-100 p-3 text-slate-700 text-sm"
                >
                  <span>{check.message}</span>
                  <Button
                    variant="ghost"
                    className="h-8 px-2"
                    aria-label={`Show again: ${check.message}`}
                    onClick={() => edit((doc) => restoreCheck(doc, check.id))}
                  >
                    Show again
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

import { Redo2Icon, RotateCcwIcon, Undo2Icon } from "lucide-react";
import { Dialog } from "radix-ui";
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { layoutResume, type ResumeCheck, resumeChecks } from "../../../common/resume-builder";
import type { ResumeDocument } from "../../../common/resume-document";
import type { ResumeLayout } from "../../../common/resume-layout-types";
import { AccountPanel } from "./account-panel";
import { AnnouncerProvider, useAnnounce } from "./announcer";
import { ChecksPanel } from "./checks-panel";
import { ContactEditor } from "./contact-editor";
import { DesignControls } from "./design-controls";
import { readDraft, writeDraft, writeLinkedResumeId } from "./draft-storage";
import { EditContext, type EditDocument } from "./editor-context";
import { ExportMenu } from "./export-menu";
import { hasContent } from "./resume-edits";
import { historyReducer, startHistory } from "./resume-history";
import { ResumePreview } from "./resume-preview";
import { SectionsEditor } from "./sections-editor";
import { StartPanel } from "./start-panel";
import { useDraftAutosave } from "./use-draft-autosave";
import { useUndoShortcuts } from "./use-undo-shortcuts";

type StartNotice = { message: string; warnings: string[] };

/**
 * The resume builder, in the browser only (it starts from this browser's draft): the start screen
 * when there is no draft yet, then the editor.
 */
export function ResumeBuilder() {
  const [draft, setDraft] = useState<ResumeDocument | null>(readDraft);
  const [notice, setNotice] = useState<StartNotice | null>(null);
  return (
    <AnnouncerProvider>
      {draft ? (
        <ResumeEditor initial={draft} initialNotice={notice} />
      ) : (
        <StartPanel
          onStart={(doc, message, warnings = []) => {
            writeDraft(doc);
            writeLinkedResumeId(null);
            setNotice({ message, warnings });
            setDraft(doc);
          }}
        />
      )}
    </AnnouncerProvider>
  );
}

type PendingReplacement = StartNotice & { doc: ResumeDocument; fromAccount: boolean };

function ResumeEditor({
  initial,
  initialNotice,
}: {
  initial: ResumeDocument;
  initialNotice: StartNotice | null;
}) {
  const announce = useAnnounce();
  const [history, dispatch] = useReducer(historyReducer<ResumeDocument>, initial, startHistory);
  const doc = history.present;
  const saveStatus = useDraftAutosave(doc);
  const [notice, setNotice] = useState(initialNotice);
  const [starting, setStarting] = useState(false);
  const [pending, setPending] = useState<PendingReplacement | null>(null);
  const [removed, setRemoved] = useState<{ name: string; steps: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The panels that need the document only when clicked read it through this, so typing does not
  // re-render them.
  const latest = useRef({ doc, steps: history.past.length });
  latest.current = { doc, steps: history.past.length };
  const currentDocument = useCallback(() => latest.current.doc, []);

  const edit = useCallback<EditDocument>(
    (change, group) => dispatch({ type: "edit", change, group, at: performance.now() }),
    [],
  );
  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  const undo = useCallback(() => {
    dispatch({ type: "undo" });
    announce("Undone.");
  }, [announce]);
  const redo = useCallback(() => {
    dispatch({ type: "redo" });
    announce("Redone.");
  }, [announce]);
  useUndoShortcuts(root, { undo, redo, canUndo, canRedo });

  const onRemoved = useCallback(
    (name: string) => {
      setRemoved({ name, steps: latest.current.steps + 1 });
      announce(`Removed ${name}. Undo with Control Z.`);
    },
    [announce],
  );

  function replace({ doc: next, message, warnings, fromAccount }: PendingReplacement) {
    dispatch({ type: "replace", present: next });
    if (!fromAccount) writeLinkedResumeId(null);
    setNotice({ message, warnings });
    setStarting(false);
    setPending(null);
    announce(`${message}. You can undo this.`);
  }

  function offer(replacement: PendingReplacement) {
    if (hasContent(latest.current.doc)) setPending(replacement);
    else replace(replacement);
  }
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const openSaved = useCallback(
    (next: ResumeDocument, message: string) =>
      offerRef.current({ doc: next, message, warnings: [], fromAccount: true }),
    [],
  );

  const removedNow = removed && removed.steps === history.past.length ? removed.name : null;

  return (
    <EditContext.Provider value={edit}>
      <div ref={root} className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
          <Button
            variant="ghost"
            onClick={() => canUndo && undo()}
            aria-disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Undo2Icon aria-hidden="true" /> Undo
          </Button>
          <Button
            variant="ghost"
            onClick={() => canRedo && redo()}
            aria-disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            <Redo2Icon aria-hidden="true" /> Redo
          </Button>
          <Button variant="ghost" aria-expanded={starting} onClick={() => setStarting(!starting)}>
            <RotateCcwIcon aria-hidden="true" /> New or import
          </Button>
          <p role="status" className="ml-auto px-2 text-slate-700 text-sm">
            {saveStatus === "saving" ? "Saving…" : "Saved in this browser"}
          </p>
        </div>
        {starting ? (
          <StartPanel
            onCancel={() => setStarting(false)}
            onStart={(next, message, warnings = []) =>
              offer({ doc: next, message, warnings, fromAccount: false })
            }
          />
        ) : null}
        {notice ? (
          <Notice tone={notice.warnings.length > 0 ? "info" : "success"} title={notice.message}>
            {notice.warnings.length > 0 ? (
              <ul className="list-disc pl-5">
                {notice.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
        {removedNow ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 p-3 text-sm"
          >
            <span>Removed {removedNow}.</span>
            <Button variant="outline" className="h-8 px-3" onClick={undo}>
              Undo
            </Button>
          </div>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="min-w-0 space-y-8">
            <ContactEditor contact={doc.contact} />
            <SectionsEditor sections={doc.sections} onRemoved={onRemoved} />
          </div>
          <div className="min-w-0 space-y-8">
            <DesignControls design={doc.design} />
            <section aria-labelledby="resume-preview-heading" className="space-y-3">
              <h2 id="resume-preview-heading" className="font-semibold text-lg text-slate-900">
                Preview
              </h2>
              <LivePreview doc={doc} />
            </section>
            <LiveChecks doc={doc} />
            <ExportMenu currentDocument={currentDocument} />
            <AccountPanel currentDocument={currentDocument} onOpen={openSaved} />
          </div>
        </div>
      </div>
      <Dialog.Root open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        <ConfirmDialogPanel
          title="Replace your current resume?"
          description="What you have now is replaced. You can bring it back with Undo."
        >
          <ConfirmDialogActions sending={false}>
            <Button onClick={() => pending && replace(pending)}>Replace</Button>
          </ConfirmDialogActions>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </EditContext.Provider>
  );
}

/** Each document's layout, made once: the preview and the checks both need it. */
const layouts = new WeakMap<ResumeDocument, ResumeLayout>();

function layoutOf(doc: ResumeDocument): ResumeLayout {
  let layout = layouts.get(doc);
  if (!layout) {
    layout = layoutResume(doc);
    layouts.set(doc, layout);
  }
  return layout;
}

/**
 * The preview follows the document in the keystroke's own render: the layout reuses every section
 * the edit left as it was, so typing costs one section's layout. A new design (template, font,
 * spacing, page size, colour) lays out everything again, so it follows at a lower priority than the
 * control that changed it.
 */
const LivePreview = memo(function LivePreview({ doc }: { doc: ResumeDocument }) {
  const deferred = useDeferredValue(doc);
  const shown = deferred.design === doc.design ? doc : deferred;
  const layout = layoutOf(shown);
  return (
    <div aria-busy={shown !== doc}>
      <ResumePreview layout={layout} font={shown.design.font} />
    </div>
  );
});

function sameChecks(a: ResumeCheck[], b: ResumeCheck[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (check, index) =>
        check.id === b[index]?.id && check.message === b[index]?.message && check.field === b[index]?.field,
    )
  );
}

/**
 * The checks follow the document at a lower priority than typing and the preview: they re-render
 * only this, after the keystroke's frame, and the panel only when the list changed.
 */
const LiveChecks = memo(function LiveChecks({ doc }: { doc: ResumeDocument }) {
  const shown = useDeferredValue(doc);
  const previous = useRef<ResumeCheck[]>([]);
  const checks = useMemo(() => {
    // Every check, dismissed ones included: the panel lists those behind "Show dismissed checks".
    const next = resumeChecks(shown, layoutOf(shown));
    return sameChecks(previous.current, next) ? previous.current : next;
  }, [shown]);
  useEffect(() => {
    previous.current = checks;
  }, [checks]);
  return <ChecksPanel checks={checks} dismissed={doc.dismissedChecks} />;
});

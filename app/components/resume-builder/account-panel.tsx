import { Dialog } from "radix-ui";
import { memo, useCallback, useEffect, useId, useState } from "react";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { loginPathFor } from "~/components/candidate/return-to";
import { useStoredCandidateSession } from "~/components/candidate/use-stored-candidate-session";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { toast } from "~/lib/use-toast";
import type { ResumeDocument } from "../../../common/resume-document";
import type { SavedResume, SavedResumeSummary, SavedResumeVersion } from "../../../common/saved-resumes";
import { useAnnounce } from "./announcer";
import { readLinkedResumeId, writeLinkedResumeId } from "./draft-storage";

const API = "/api/candidates/builder-resumes";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));

type OpenResume = (doc: ResumeDocument, message: string) => void;

/**
 * Saved resumes of a signed-in candidate (several, named, with versions), or the way to sign in
 * for a signed-out visitor, whose draft stays in this browser meanwhile.
 */
export const AccountPanel = memo(function AccountPanel({
  currentDocument,
  onOpen,
}: {
  currentDocument: () => ResumeDocument;
  onOpen: OpenResume;
}) {
  const session = useStoredCandidateSession();
  if (session === undefined) return null;
  if (!session)
    return (
      <section aria-labelledby="resume-account-heading" className="space-y-2">
        <h2 id="resume-account-heading" className="font-semibold text-lg text-slate-900">
          Your account
        </h2>
        <p className="text-slate-700 text-sm">
          Your resume is saved in this browser only. To keep several resumes, their versions, and apply with
          one click:
        </p>
        <a
          href={loginPathFor({ pathname: "/resume-builder", search: "" })}
          className="font-semibold text-brand-800 text-sm underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Sign in or create an account to save resumes
        </a>
      </section>
    );
  return <SavedResumes currentDocument={currentDocument} onOpen={onOpen} />;
});

function SavedResumes({
  currentDocument,
  onOpen,
}: {
  currentDocument: () => ResumeDocument;
  onOpen: OpenResume;
}) {
  const id = useId();
  const announce = useAnnounce();
  const [resumes, setResumes] = useState<SavedResumeSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [linkedId, setLinkedId] = useState<string | null>(readLinkedResumeId);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const linked = resumes?.find((resume) => resume.id === linkedId);

  const refresh = useCallback(async () => {
    try {
      const response = await apiRequest("GET", API);
      setResumes(((await response.json()) as { resumes: SavedResumeSummary[] }).resumes);
      setProblem(null);
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? "Your saved resumes could not be loaded.");
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (linked) setName((current) => current || linked.name);
  }, [linked]);

  function link(resumeId: string | null) {
    setLinkedId(resumeId);
    writeLinkedResumeId(resumeId);
  }

  /** Runs one API call with the busy state and the error toast; true when it worked. */
  async function run(action: () => Promise<void>, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      await refresh();
      return true;
    } catch (error) {
      toast({
        variant: "destructive",
        title: failure,
        description: serverErrorMessage(error) ?? "Please try again.",
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function save(asNew: boolean) {
    const doc = currentDocument();
    const trimmed = name.trim() || doc.contact.fullName.trim() || "My resume";
    await run(async () => {
      const response =
        linked && !asNew
          ? await apiRequest("PUT", `${API}/${linked.id}`, { name: trimmed, document: doc })
          : await apiRequest("POST", API, { name: trimmed, document: doc });
      const { resume } = (await response.json()) as { resume: SavedResume };
      link(resume.id);
      setName(resume.name);
      announce(`Saved "${resume.name}" to your account.`);
    }, "Your resume could not be saved");
  }

  async function open(resume: SavedResumeSummary) {
    await run(async () => {
      const response = await apiRequest("GET", `${API}/${resume.id}`);
      const { resume: full } = (await response.json()) as { resume: SavedResume };
      link(full.id);
      setName(full.name);
      onOpen(full.document, `Opened "${full.name}"`);
    }, "That resume could not be opened");
  }

  return (
    <section aria-labelledby="resume-account-heading" className="space-y-4">
      <h2 id="resume-account-heading" className="font-semibold text-lg text-slate-900">
        Saved to your account
      </h2>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className="space-y-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-name`}>Resume name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            placeholder="Nursing resume"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save(false)} disabled={busy}>
            {linked ? "Save a new version" : "Save to my account"}
          </Button>
          {linked ? (
            <Button variant="outline" onClick={() => void save(true)} disabled={busy}>
              Save as a new resume
            </Button>
          ) : null}
        </div>
      </div>
      {resumes && resumes.length > 0 ? (
        <ul aria-label="Saved resumes" className="space-y-3">
          {resumes.map((resume) => (
            <SavedResumeItem
              key={resume.id}
              resume={resume}
              isOpen={resume.id === linkedId}
              busy={busy}
              onOpen={() => void open(resume)}
              onRun={run}
              onRestored={(restored) => {
                link(restored.id);
                onOpen(restored.document, `Restored a version of "${restored.name}"`);
              }}
              onDeleted={() => {
                if (resume.id === linkedId) link(null);
                announce(`Deleted "${resume.name}".`);
              }}
            />
          ))}
        </ul>
      ) : resumes ? (
        <p className="text-slate-700 text-sm">No saved resumes yet.</p>
      ) : null}
    </section>
  );
}

function SavedResumeItem({
  resume,
  isOpen,
  busy,
  onOpen,
  onRun,
  onRestored,
  onDeleted,
}: {
  resume: SavedResumeSummary;
  isOpen: boolean;
  busy: boolean;
  onOpen: () => void;
  onRun: (action: () => Promise<void>, failure: string) => Promise<boolean>;
  onRestored: (resume: SavedResume) => void;
  onDeleted: () => void;
}) {
  const [versions, setVersions] = useState<SavedResumeVersion[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const base = `${API}/${resume.id}`;

  const showVersions = () =>
    onRun(async () => {
      const response = await apiRequest("GET", `${base}/versions`);
      setVersions(((await response.json()) as { versions: SavedResumeVersion[] }).versions);
    }, "The versions could not be loaded");

  const restore = (version: SavedResumeVersion) =>
    onRun(async () => {
      const response = await apiRequest("POST", `${base}/versions/${version.id}/restore`);
      onRestored(((await response.json()) as { resume: SavedResume }).resume);
      setVersions(null);
    }, "That version could not be restored");

  return (
    <li aria-label={resume.name} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <div>
        <p className="font-medium text-slate-900">
          {resume.name}
          {isOpen ? <span className="font-normal text-slate-600"> (open)</span> : null}
        </p>
        <p className="text-slate-600 text-xs">
          Saved {when(resume.updatedAt)} · {resume.versionCount}{" "}
          {resume.versionCount === 1 ? "version" : "versions"}
          {resume.isProfileResume ? " · Your profile resume" : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="outline"
          className="h-8 px-3"
          disabled={busy}
          onClick={onOpen}
          aria-label={`Open ${resume.name}`}
        >
          Open
        </Button>
        <Button
          variant="ghost"
          className="h-8 px-3"
          disabled={busy}
          aria-expanded={versions !== null}
          aria-label={`Versions of ${resume.name}`}
          onClick={() => (versions ? setVersions(null) : void showVersions())}
        >
          Versions
        </Button>
        {resume.isProfileResume ? null : (
          <Button
            variant="ghost"
            className="h-8 px-3"
            disabled={busy}
            aria-label={`Use ${resume.name} as profile resume`}
            onClick={() =>
              void onRun(async () => {
                await apiRequest("POST", `${base}/profile-resume`);
              }, "Your profile resume could not be changed")
            }
          >
            Use as profile resume
          </Button>
        )}
        <Button
          variant="ghost"
          className="h-8 px-3 text-red-800"
          disabled={busy}
          aria-label={`Delete ${resume.name}`}
          onClick={() => setConfirmDelete(true)}
        >
          Delete
        </Button>
      </div>
      {versions ? (
        <ul aria-label={`Versions of ${resume.name}`} className="space-y-1 border-slate-200 border-t pt-2">
          {versions.map((version) => (
            <li key={version.id} className="flex items-center justify-between gap-2">
              <span>{when(version.savedAt)}</span>
              <Button
                variant="ghost"
                className="h-8 px-3"
                disabled={busy}
                aria-label={`Restore the version of ${when(version.savedAt)}`}
                onClick={() => void restore(version)}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
        <ConfirmDialogPanel
          title={`Delete "${resume.name}"?`}
          description="Its saved versions go too. The resume open in this browser stays here."
        >
          <ConfirmDialogActions sending={busy}>
            <Button
              className={DANGER_BUTTON_CLASS}
              disabled={busy}
              onClick={async () => {
                const deleted = await onRun(async () => {
                  await apiRequest("DELETE", base);
                }, "That resume could not be deleted");
                setConfirmDelete(false);
                if (deleted) onDeleted();
              }}
            >
              Delete
            </Button>
          </ConfirmDialogActions>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </li>
  );
}

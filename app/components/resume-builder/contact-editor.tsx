import { PlusIcon, Trash2Icon } from "lucide-react";
import { memo } from "react";
import { Button } from "~/components/ui/button";
import { newResumeId } from "../../../common/resume-builder";
import { RESUME_LINKS_MAX, type ResumeContact } from "../../../common/resume-document";
import { useEdit } from "./editor-context";
import { contactPath } from "./field-paths";
import { PathTextField, TextField } from "./fields";
import { setContactField, setContactLinks } from "./resume-edits";

type ContactKey = Exclude<keyof ResumeContact, "links">;

const CONTACT_FIELDS: { key: ContactKey; label: string; autoComplete: string; type?: string }[] = [
  { key: "fullName", label: "Full name", autoComplete: "name" },
  { key: "title", label: "Headline (job title)", autoComplete: "organization-title" },
  { key: "email", label: "Email", autoComplete: "email", type: "email" },
  { key: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State", autoComplete: "address-level1" },
];

/** Memoised like the other panels: typing elsewhere leaves the contact object, and this, as they were. */
export const ContactEditor = memo(function ContactEditor({ contact }: { contact: ResumeContact }) {
  const edit = useEdit();

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-lg text-slate-900">Contact details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ key, label, autoComplete, type }) => (
          <PathTextField
            key={key}
            path={contactPath(key)}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={contact[key]}
            onValue={(value) => edit((doc) => setContactField(doc, key, value), contactPath(key))}
          />
        ))}
      </div>
      <div className="space-y-3">
        {contact.links.map((link, index) => (
          <LinkFields key={link.id} link={link} index={index} />
        ))}
        {contact.links.length < RESUME_LINKS_MAX ? (
          <Button
            variant="outline"
            onClick={() => setLinks(edit, (links) => [...links, { id: newResumeId(), label: "", url: "" }])}
          >
            <PlusIcon aria-hidden="true" /> Add a link
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
});

type ResumeLink = ResumeContact["links"][number];

/** Changes the links of the document being edited (not of the one last drawn). */
function setLinks(
  edit: ReturnType<typeof useEdit>,
  change: (links: ResumeLink[]) => ResumeLink[],
  group?: string,
) {
  edit((doc) => setContactLinks(doc, change(doc.contact.links)), group);
}

/** One link's fields; memoised, so typing in another field leaves them as they were. */
const LinkFields = memo(function LinkFields({ link, index }: { link: ResumeLink; index: number }) {
  const edit = useEdit();
  const labelPath = contactPath(`links.${link.id}.label`);
  const urlPath = contactPath(`links.${link.id}.url`);
  const update = (changes: Partial<ResumeLink>, group: string) =>
    setLinks(
      edit,
      (links) => links.map((item) => (item.id === link.id ? { ...item, ...changes } : item)),
      group,
    );
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
      <TextField
        path={labelPath}
        label={`Link ${index + 1} label`}
        placeholder="LinkedIn"
        value={link.label}
        onValue={(label) => update({ label }, labelPath)}
      />
      <TextField
        path={urlPath}
        label={`Link ${index + 1} address`}
        type="url"
        placeholder="https://linkedin.com/in/…"
        value={link.url}
        onValue={(url) => update({ url }, urlPath)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove link ${index + 1}`}
        onClick={() => setLinks(edit, (links) => links.filter((item) => item.id !== link.id))}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
});

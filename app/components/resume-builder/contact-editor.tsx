import { PlusIcon, Trash2Icon } from "lucide-react";
import { memo } from "react";
import { Button } from "~/components/ui/button";
import { newResumeId } from "../../../common/resume-builder";
import { RESUME_LINKS_MAX, type ResumeContact } from "../../../common/resume-document";
import { useEdit } from "./editor-context";
import { contactPath } from "./field-paths";
import { TextField } from "./fields";
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
  const setLinks = (links: ResumeContact["links"], group?: string) =>
    edit((doc) => setContactLinks(doc, links), group);

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-lg text-slate-900">Contact details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ key, label, autoComplete, type }) => (
          <TextField
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
          <div key={link.id} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
            <TextField
              path={contactPath(`links.${link.id}.label`)}
              label={`Link ${index + 1} label`}
              placeholder="LinkedIn"
              value={link.label}
              onValue={(label) =>
                setLinks(
                  contact.links.map((item) => (item.id === link.id ? { ...item, label } : item)),
                  contactPath(`links.${link.id}.label`),
                )
              }
            />
            <TextField
              path={contactPath(`links.${link.id}.url`)}
              label={`Link ${index + 1} address`}
              type="url"
              placeholder="https://linkedin.com/in/…"
              value={link.url}
              onValue={(url) =>
                setLinks(
                  contact.links.map((item) => (item.id === link.id ? { ...item, url } : item)),
                  contactPath(`links.${link.id}.url`),
                )
              }
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove link ${index + 1}`}
              onClick={() => setLinks(contact.links.filter((item) => item.id !== link.id))}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        {contact.links.length < RESUME_LINKS_MAX ? (
          <Button
            variant="outline"
            onClick={() => setLinks([...contact.links, { id: newResumeId(), label: "", url: "" }])}
          >
            <PlusIcon aria-hidden="true" /> Add a link
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
});

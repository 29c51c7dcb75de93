import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/form-controls";
import { RESUME_BULLETS_MAX } from "../../../common/resume-document";
import { useAnnounce } from "./announcer";
import { useEdit } from "./editor-context";
import { bulletPath, fieldDomId } from "./field-paths";
import { focusAfterRender } from "./focus-after-render";
import { addBullet, moveBullet, removeBullet, setBullet } from "./resume-edits";
import { SortableList } from "./sortable-list";

/** The bullet points of one entry: write, add, remove and reorder them. */
export function BulletsEditor({
  sectionId,
  entryId,
  entryName,
  bullets,
}: {
  sectionId: string;
  entryId: string;
  entryName: string;
  bullets: string[];
}) {
  const edit = useEdit();
  const announce = useAnnounce();
  // Bullets are plain strings: their position is their identity.
  const items = bullets.map((text, index) => ({
    id: `${entryId}-bullet-${index}`,
    name: `Bullet ${index + 1}`,
    text,
  }));

  return (
    <div className="space-y-2">
      <p className="font-medium text-slate-900 text-sm">Bullet points</p>
      <SortableList
        label={`Bullet points of ${entryName}`}
        items={items}
        className="space-y-2"
        onMove={(from, to) => edit((doc) => moveBullet(doc, sectionId, entryId, from, to))}
        renderItem={(item, index, controls) => {
          const path = bulletPath(sectionId, entryId, index);
          return (
            <div className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <Label htmlFor={fieldDomId(path)} className="sr-only">
                  {item.name} of {entryName}
                </Label>
                <Textarea
                  id={fieldDomId(path)}
                  rows={2}
                  className="min-h-0"
                  value={item.text}
                  onChange={(event) => {
                    const text = event.target.value;
                    edit((doc) => setBullet(doc, sectionId, entryId, index, text), path);
                  }}
                />
              </div>
              <div className="flex flex-col items-center sm:flex-row">
                {controls}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${item.name.toLowerCase()} of ${entryName}`}
                  onClick={() => {
                    edit((doc) => removeBullet(doc, sectionId, entryId, index));
                    announce(`${item.name} removed. Undo with Control Z.`);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
          );
        }}
      />
      {bullets.length < RESUME_BULLETS_MAX ? (
        <Button
          variant="outline"
          onClick={() => {
            edit((doc) => addBullet(doc, sectionId, entryId));
            focusAfterRender(bulletPath(sectionId, entryId, bullets.length));
          }}
          aria-label={`Add a bullet to ${entryName}`}
        >
          <PlusIcon aria-hidden="true" /> Add a bullet
        </Button>
      ) : null}
    </div>
  );
}

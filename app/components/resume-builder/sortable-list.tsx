import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "~/lib/utils";
import { useAnnounce } from "./announcer";

export type SortableItem = {
  id: string /** How the item is named in buttons and announcements. */;
  name: string;
};

type SortableListProps<T extends SortableItem> = {
  /** The list's accessible name: "Sections", "Entries in Experience". */
  label: string;
  items: readonly T[];
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, controls: ReactNode) => ReactNode;
  className?: string;
};

export const movedMessage = (name: string, to: number, count: number) =>
  `${name} moved to position ${to + 1} of ${count}`;

/**
 * A list a person reorders by dragging (pointer), by keyboard on the drag handle (Space to pick
 * up, arrows to move, Space to drop) or with the Move up / Move down buttons; every move is
 * announced in the editor's live region.
 */
export function SortableList<T extends SortableItem>({
  label,
  items,
  onMove,
  renderItem,
  className,
}: SortableListProps<T>) {
  const announce = useAnnounce();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.name ?? "Item";
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id);

  function move(from: number, to: number) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    announce(movedMessage(item.name, to, items.length));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) move(positionOf(active.id), positionOf(over.id));
  }

  // dnd-kit reports the item over itself right after picking it up: saying so would replace the
  // "Picked up" message before it is read, so only a change of position is announced.
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id) + 1} of ${items.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${nameOf(active.id)} is over position ${positionOf(over.id) + 1} of ${items.length}.`;
    },
    // The move itself is announced by move(), as the buttons' moves are.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space to pick up, use the arrow keys to move, press Space again to drop, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={cn("space-y-3", className)}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) =>
                renderItem(
                  item,
                  index,
                  <MoveControls
                    name={item.name}
                    handle={handle}
                    onUp={index > 0 ? () => move(index, index - 1) : undefined}
                    onDown={index < items.length - 1 ? () => move(index, index + 1) : undefined}
                  />,
                )
              }
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type Handle = { ref: (element: HTMLElement | null) => void; props: Record<string, unknown> };

function SortableRow({ id, children }: { id: string; children: (handle: Handle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative", isDragging && "z-10 opacity-80 shadow-lg")}
    >
      {children({ ref: setActivatorNodeRef, props: { ...attributes, ...listeners } })}
    </li>
  );
}

const controlButton =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:opacity-40";

/** The move buttons stay focusable at the ends of the list (aria-disabled): a disabled button would drop focus to the page. */
function MoveControls({
  name,
  handle,
  onUp,
  onDown,
}: {
  name: string;
  handle: Handle;
  onUp?: () => void;
  onDown?: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        ref={handle.ref}
        {...handle.props}
        aria-label={`Reorder ${name}`}
        className={cn(controlButton, "cursor-grab touch-none active:cursor-grabbing")}
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={controlButton}
        onClick={onUp}
        aria-disabled={!onUp}
        aria-label={`Move ${name} up`}
      >
        <ArrowUpIcon aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={controlButton}
        onClick={onDown}
        aria-disabled={!onDown}
        aria-label={`Move ${name} down`}
      >
        <ArrowDownIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

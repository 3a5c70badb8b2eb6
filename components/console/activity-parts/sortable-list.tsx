"use client";
// An ordered list the owner rearranges by dragging (mouse, touch, or the keyboard: focus the
// handle, Space to lift, arrows to move, Space to drop) or with the "Mover para cima/baixo"
// buttons. The parent owns the order and hears every change.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Announcements,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export interface SortableItem {
  id: number;
  /** Read by screen readers when the item moves. */
  label: string;
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  return arrayMove(items, from, to);
}

export function SortableList<T extends SortableItem>({
  items,
  onReorder,
  renderItem,
  disabled,
  listLabel,
}: {
  items: T[];
  onReorder: (next: T[]) => void;
  renderItem: (item: T, index: number) => React.ReactNode;
  disabled?: boolean;
  /** The list's accessible name ("Ordem dos vídeos"). */
  listLabel: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: unknown) => items.find((i) => i.id === id)?.label ?? "";
  const positionOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Você pegou ${labelOf(active.id)}, na posição ${positionOf(active.id)} de ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} está agora na posição ${positionOf(over.id)} de ${items.length}.` : `${labelOf(active.id)} está fora da lista.`),
    onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} ficou na posição ${positionOf(over.id)} de ${items.length}.` : `${labelOf(active.id)} voltou ao lugar.`),
    onDragCancel: ({ active }) => `Movimento cancelado. ${labelOf(active.id)} voltou ao lugar.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onReorder(moveItem(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: "Para mover, pressione espaço, use as setas para cima e para baixo e pressione espaço de novo para soltar. Esc cancela." },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={listLabel} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={(to) => onReorder(moveItem(items, index, to))}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  index,
  count,
  disabled,
  onMove,
  children,
}: {
  item: SortableItem;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex items-center gap-2 rounded-2xl border border-line bg-white p-2 pr-3 sm:gap-3", isDragging && "relative z-10 shadow-lg ring-2 ring-sky-600")}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Arrastar ${item.label}`}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-ink-muted hover:bg-slate-100 focus-visible:outline-3 active:cursor-grabbing disabled:cursor-not-allowed"
        disabled={disabled}
      >
        <GripVerticalIcon className="size-5" aria-hidden />
      </button>
      <span className="w-6 shrink-0 text-center text-sm font-bold text-ink-muted tabular-nums" aria-hidden>
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 items-center">
        <button
          type="button"
          onClick={() => onMove(index - 1)}
          disabled={disabled || index === 0}
          aria-label={`Mover para cima: ${item.label}`}
          title="Mover para cima"
          className="flex size-9 items-center justify-center rounded-xl text-ink hover:bg-slate-100 focus-visible:outline-3 disabled:opacity-30"
        >
          <ArrowUpIcon className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => onMove(index + 1)}
          disabled={disabled || index === count - 1}
          aria-label={`Mover para baixo: ${item.label}`}
          title="Mover para baixo"
          className="flex size-9 items-center justify-center rounded-xl text-ink hover:bg-slate-100 focus-visible:outline-3 disabled:opacity-30"
        >
          <ArrowDownIcon className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

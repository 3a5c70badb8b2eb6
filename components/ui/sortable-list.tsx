"use client";
// A list ordered by drag and drop (dnd-kit: mouse, touch and keyboard: focus the handle, Space to
// pick up, arrows to move, Space to drop) with "Mover para cima/baixo" buttons beside each row.
// The new order is shown at once and handed to `onReorder`. When it saves (returns a promise), a
// refusal (false) puts the previous order back; when the parent keeps the order itself (returns
// nothing), the parent's next `items` are what the list shows.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils/cn";

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** How a row is named to screen readers and on its buttons ("Seção Vantagens"). */
  nameOf: (item: T) => string;
  /** Saves the order and resolves false when it was refused (the list goes back), or hands it to the parent. */
  onReorder: (ids: number[]) => Promise<boolean> | void;
  children: (item: T, index: number) => React.ReactNode;
  /** Buttons at the row's end (edit, hide, delete). */
  actions?: (item: T) => React.ReactNode;
  label: string;
  disabled?: boolean;
  /** Shows each row's position before it. */
  numbered?: boolean;
}

export function SortableList<T extends { id: number }>({ items, nameOf, onReorder, children, actions, label, disabled = false, numbered = false }: SortableListProps<T>) {
  // The order moved here, until the saved list comes back from the server as new `items`.
  const [moved, setMoved] = useState<{ base: T[]; order: T[] } | null>(null);
  const order = moved && moved.base === items ? moved.order : items;
  const setOrder = (next: T[]) => setMoved({ base: items, order: next });
  const [busy, setBusy] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const instructionsId = useId();

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to || busy || disabled) return;
    const previous = order;
    const next = arrayMove(order, from, to);
    const saving = onReorder(next.map((i) => i.id));
    if (!saving) return;
    setOrder(next);
    setBusy(true);
    const saved = await saving.finally(() => setBusy(false));
    if (!saved) setOrder(previous);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void move(
      order.findIndex((i) => i.id === active.id),
      order.findIndex((i) => i.id === over.id),
    );
  };

  const name = (id: string | number) => {
    const item = order.find((i) => i.id === id);
    return item ? nameOf(item) : "item";
  };
  const position = (id: string | number) => order.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${name(active.id)} pego. Posição ${position(active.id)} de ${order.length}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} sobre a posição ${position(over.id)} de ${order.length}.` : `${name(active.id)} fora da lista.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} solto na posição ${position(over.id)} de ${order.length}.` : `${name(active.id)} solto.`),
    onDragCancel: ({ active }) => `Movimento cancelado. ${name(active.id)} voltou ao lugar.`,
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
      <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={disabled || busy}>
        <ol aria-label={label} aria-describedby={instructionsId} className="flex flex-col gap-3" aria-busy={busy}>
          {order.map((item, index) => (
            <Row
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              position={numbered ? index + 1 : undefined}
              first={index === 0}
              last={index === order.length - 1}
              disabled={disabled || busy}
              onUp={() => void move(index, index - 1)}
              onDown={() => void move(index, index + 1)}
              actions={actions?.(item)}
            >
              {children(item, index)}
            </Row>
          ))}
        </ol>
        <p id={instructionsId} className="sr-only">
          Arraste pela alça ou use os botões Mover para cima e Mover para baixo para mudar a ordem.
        </p>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  id,
  name,
  position,
  first,
  last,
  disabled,
  onUp,
  onDown,
  actions,
  children,
}: {
  id: number;
  name: string;
  position?: number;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const iconButton = "flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink disabled:opacity-30";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-row"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-nowrap sm:p-4",
        isDragging && "relative z-10 shadow-xl ring-2 ring-sky-400",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Arrastar ${name}`}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-5" aria-hidden />
      </button>
      {position !== undefined && (
        <span className="w-6 shrink-0 text-center text-sm font-bold text-slate-500 tabular-nums" aria-hidden>
          {position}
        </span>
      )}
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <button type="button" className={iconButton} onClick={onUp} disabled={first || disabled} aria-label={`Mover para cima: ${name}`} title="Mover para cima">
          <ArrowUpIcon className="size-4" aria-hidden />
        </button>
        <button type="button" className={iconButton} onClick={onDown} disabled={last || disabled} aria-label={`Mover para baixo: ${name}`} title="Mover para baixo">
          <ArrowDownIcon className="size-4" aria-hidden />
        </button>
        {actions}
      </div>
    </li>
  );
}

"use client";
// Categories, journeys or now-playing lists: create, rename, switch off, delete, reorder (drag and
// drop or the arrows, saved at once), and each list's activities in order.
import { ChevronDownIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Controller } from "react-hook-form";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { deleteGroupAction, reorderGroupsAction, saveGroupAction, setGroupActivitiesAction } from "@/lib/activities/console/parts/actions";
import { groupSchema, type GroupKind } from "@/lib/activities/console/parts/schemas";
import { cn } from "@/lib/utils/cn";
import { OrderedActivitiesEditor, type ActivityOption } from "./ordered-activities-editor";
import { SortableList } from "./sortable-list";

export interface GroupView {
  id: number;
  name: string;
  active: boolean;
  activityIds: number[];
}

const WORDS: Record<GroupKind, { one: string; the: string; add: string; empty: string; saved: string; removed: string; activitiesEmpty: string; hasActive: boolean }> = {
  category: {
    one: "categoria",
    the: "a categoria",
    add: "Nova categoria",
    empty: "Nenhuma categoria ainda. Categorias agrupam atividades na página inicial, com “Veja mais”.",
    saved: "Categoria salva.",
    removed: "Categoria excluída.",
    activitiesEmpty: "Nenhuma atividade nesta categoria.",
    hasActive: false,
  },
  journey: {
    one: "jornada",
    the: "a jornada",
    add: "Nova jornada",
    empty: "Nenhuma jornada ainda. Uma jornada é uma sequência de atividades que o membro vai completando.",
    saved: "Jornada salva.",
    removed: "Jornada excluída.",
    activitiesEmpty: "Nenhuma atividade nesta jornada.",
    hasActive: true,
  },
  nowPlaying: {
    one: "lista",
    the: "a lista",
    add: "Nova lista",
    empty: "Nenhuma lista ainda. Listas mostram uma seleção de atividades com um título na página inicial.",
    saved: "Lista salva.",
    removed: "Lista excluída.",
    activitiesEmpty: "Nenhuma atividade nesta lista.",
    hasActive: true,
  },
};

export function GroupsEditor({ kind, stationId, groups, activities }: { kind: GroupKind; stationId: number; groups: GroupView[]; activities: ActivityOption[] }) {
  const w = WORDS[kind];
  const router = useRouter();
  const [order, setOrder] = useState<GroupView[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<GroupView | "new" | null>(null);
  const [removing, setRemoving] = useState<GroupView | null>(null);
  const [pending, startTransition] = useTransition();
  const shown = order ?? groups;

  const reorder = (next: GroupView[]) => {
    setOrder(next);
    startTransition(async () => {
      const result = await reorderGroupsAction({ stationId, kind, ids: next.map((g) => g.id) });
      if (!result.ok) toast(result.message, "error");
      else toast("Ordem salva.");
      router.refresh();
      setOrder(null);
    });
  };

  const remove = (group: GroupView) =>
    startTransition(async () => {
      const result = await deleteGroupAction({ stationId, kind, id: group.id });
      if (!result.ok) return void toast(result.message, "error");
      toast(w.removed);
      setRemoving(null);
      router.refresh();
    });

  return (
    <div className="flex flex-col gap-4">
      {groups.length === 0 ? (
        <EmptyState
          text={w.empty}
          className="py-10"
          action={
            <Button type="button" onClick={() => setEditing("new")}>
              <PlusIcon className="size-4" aria-hidden />
              {w.add}
            </Button>
          }
        />
      ) : (
        <>
          <SortableList
            items={shown.map((g) => ({ ...g, label: g.name }))}
            onReorder={reorder}
            disabled={pending}
            listLabel={`Ordem: ${w.one}s`}
            renderItem={(g) => (
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold text-ink">{g.name}</p>
                    <div className="mt-0.5 flex flex-wrap gap-1.5">
                      <Badge variant="neutral">{g.activityIds.length === 1 ? "1 atividade" : `${g.activityIds.length} atividades`}</Badge>
                      {w.hasActive && (g.active ? <Badge variant="success">No ar</Badge> : <Badge variant="warning">Oculta</Badge>)}
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button type="button" variant="ghost" size="sm" aria-expanded={open === g.id} aria-controls={`group-${kind}-${g.id}`} onClick={() => setOpen(open === g.id ? null : g.id)}>
                      <ChevronDownIcon className={cn("size-4 transition-transform", open === g.id && "rotate-180")} aria-hidden />
                      Atividades<span className="sr-only"> de {g.name}</span>
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(g)} aria-label={`Editar ${g.name}`}>
                      <PencilIcon className="size-4" aria-hidden />
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setRemoving(g)} aria-label={`Excluir ${g.name}`} className="text-red-700 hover:bg-red-50">
                      <Trash2Icon className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                {open === g.id && (
                  <div id={`group-${kind}-${g.id}`} className="mt-3 border-t border-line pt-3">
                    <OrderedActivitiesEditor
                      stationId={stationId}
                      activities={activities}
                      initial={g.activityIds}
                      save={(activityIds) => setGroupActivitiesAction({ stationId, kind, id: g.id, activityIds })}
                      emptyText={w.activitiesEmpty}
                      saveLabel="Salvar atividades"
                      savedMessage={w.saved}
                      listLabel={`Atividades de ${g.name}`}
                    />
                  </div>
                )}
              </div>
            )}
          />
          <div>
            <Button type="button" variant="outline" onClick={() => setEditing("new")}>
              <PlusIcon className="size-4" aria-hidden />
              {w.add}
            </Button>
          </div>
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent showClose className="sm:max-w-md">
          {editing !== null && (
            <GroupForm
              key={editing === "new" ? "new" : editing.id}
              kind={kind}
              stationId={stationId}
              group={editing === "new" ? null : editing}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <AlertDialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Excluir {w.the}?</AlertDialogTitle>
          <AlertDialogDescription>“{removing?.name}” deixa de aparecer na página inicial. As atividades dela continuam existindo.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={(e) => {
                e.preventDefault();
                if (removing) remove(removing);
              }}
              disabled={pending}
              className="bg-red-700 text-white hover:bg-red-800"
            >
              Excluir
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function GroupForm({ kind, stationId, group, onDone }: { kind: GroupKind; stationId: number; group: GroupView | null; onDone: () => void }) {
  const w = WORDS[kind];
  const { form, submit, pending, ready } = useActionForm({
    schema: groupSchema,
    action: saveGroupAction,
    defaultValues: { stationId, kind, ...(group ? { id: group.id } : {}), name: group?.name ?? "", active: group?.active ?? true },
    labels: { name: "Nome" },
    onSuccess: () => {
      toast(w.saved);
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div>
        <DialogTitle>{group ? `Editar ${w.one}` : w.add}</DialogTitle>
        <DialogDescription className="mt-1">{group ? group.name : "Depois de salvar, abra “Atividades” para escolher o que entra."}</DialogDescription>
      </div>
      <TextField label="Nome" error={form.formState.errors.name?.message} {...form.register("name")} />
      {w.hasActive && (
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <label className="flex items-start gap-3 text-sm text-ink">
              <Checkbox checked={field.value === true} onCheckedChange={(c) => field.onChange(c === true)} className="mt-0.5" />
              <span>Mostrar na página inicial</span>
            </label>
          )}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : "Salvar"}
        </Button>
      </div>
    </form>
  );
}

"use client";
// Categories, journeys or now-playing lists: create, rename, switch off, delete, reorder (drag and
// drop or the arrows, saved at once), and each list's activities in order.
import { ChevronDownIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-fields";
import { SortableList } from "@/components/ui/sortable-list";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { deleteGroupAction, reorderGroupsAction, saveGroupAction, setGroupActivitiesAction } from "@/lib/activities/console/parts/actions";
import { groupSchema, type GroupKind } from "@/lib/activities/console/parts/schemas";
import { cn } from "@/lib/utils/cn";
import { OrderedActivitiesEditor, type ActivityOption } from "./ordered-activities-editor";

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
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<GroupView | "new" | null>(null);

  const reorder = async (ids: number[]) => {
    const result = await reorderGroupsAction({ stationId, kind, ids });
    if (!result.ok) {
      toast(result.message, "error");
      return false;
    }
    toast("Ordem salva.");
    router.refresh();
    return true;
  };

  const remove = async (group: GroupView) => {
    const result = await deleteGroupAction({ stationId, kind, id: group.id });
    if (!result.ok) return void toast(result.message, "error");
    toast(w.removed);
    router.refresh();
  };

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
          <SortableList items={groups} nameOf={(g) => g.name} onReorder={reorder} numbered label={`Ordem: ${w.one}s`}>
            {(g) => (
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
                    <ConfirmDelete
                      label={`Excluir ${g.name}`}
                      title={`Excluir ${w.the}?`}
                      description={`“${g.name}” deixa de aparecer na página inicial. As atividades dela continuam existindo.`}
                      onConfirm={() => remove(g)}
                    />
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
          </SortableList>
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
            <CheckboxField
              label={<span>Mostrar na página inicial</span>}
              className="items-start gap-3 text-sm text-ink"
              checkboxClassName="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(c) => field.onChange(c === true)}
            />
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

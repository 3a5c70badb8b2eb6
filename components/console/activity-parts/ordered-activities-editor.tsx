"use client";
// An ordered pick of the station's activities (the featured carousel, a category, a journey, a
// now-playing list): add from a select, remove, reorder by drag and drop or "Mover para
// cima/baixo", then "Salvar". Nothing is written until the save.
import { PlusIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/select";
import { SortableList } from "@/components/ui/sortable-list";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import { FieldLabel } from "@/components/ui/field";

export interface ActivityOption {
  id: number;
  name: string;
  typeName: string;
  active: boolean;
}

export function OrderedActivitiesEditor({
  stationId,
  activities,
  initial,
  save,
  emptyText,
  saveLabel,
  savedMessage,
  listLabel,
}: {
  /** Each name links to the activity's page in the console. */
  stationId: number;
  activities: ActivityOption[];
  initial: number[];
  save: (ids: number[]) => Promise<ActionResult<unknown>>;
  emptyText: string;
  saveLabel: string;
  savedMessage: string;
  listLabel: string;
}) {
  const router = useRouter();
  const selectId = useId();
  const [ids, setIds] = useState(initial);
  const [adding, setAdding] = useState("");
  const [pending, startTransition] = useTransition();
  const byId = new Map(activities.map((a) => [a.id, a]));
  const chosen = ids.map((id) => byId.get(id)).filter((a): a is ActivityOption => a !== undefined);
  const available = activities.filter((a) => !ids.includes(a.id));
  const dirty = ids.length !== initial.length || ids.some((id, i) => initial[i] !== id);

  const add = () => {
    const id = Number(adding);
    if (!id) return;
    setIds((prev) => [...prev, id]);
    setAdding("");
  };

  const submit = () =>
    startTransition(async () => {
      const result = await save(ids);
      if (!result.ok) return void toast(result.message, "error");
      toast(savedMessage);
      router.refresh();
    });

  return (
    <div className="flex flex-col gap-3">
      {chosen.length === 0 ? (
        <EmptyState text={emptyText} className="py-8" />
      ) : (
        <SortableList items={chosen} nameOf={(a) => a.name} onReorder={setIds} disabled={pending} numbered label={listLabel}>
          {(a) => (
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <Link href={`/estacoes/${stationId}/atividades/${a.id}`} className="block truncate font-bold text-ink underline-offset-4 hover:underline">
                  {a.name}
                </Link>
                <div className="mt-0.5 flex flex-wrap gap-1.5">
                  <Badge variant="neutral">{a.typeName}</Badge>
                  {!a.active && <Badge variant="warning">Inativa</Badge>}
                </div>
              </div>
              <button
                type="button"
                onClick={() => setIds((prev) => prev.filter((x) => x !== a.id))}
                aria-label={`Remover ${a.name}`}
                title="Remover"
                disabled={pending}
                className="flex size-9 shrink-0 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 focus-visible:outline-3"
              >
                <XIcon className="size-4" aria-hidden />
              </button>
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <FieldLabel htmlFor={selectId} className="mb-1.5 block">
            Adicionar atividade
          </FieldLabel>
          <Select id={selectId} value={adding} onChange={(e) => setAdding(e.target.value)} disabled={available.length === 0 || pending}>
            <option value="">{available.length === 0 ? "Todas as atividades já estão na lista" : "Escolha uma atividade"}</option>
            {available.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.typeName})
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={!adding || pending}>
          <PlusIcon className="size-4" aria-hidden />
          Adicionar
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={submit} disabled={!dirty || pending}>
          {pending ? "Salvando..." : saveLabel}
        </Button>
        {dirty && !pending && (
          <Button type="button" variant="ghost" onClick={() => setIds(initial)}>
            Desfazer alterações
          </Button>
        )}
      </div>
    </div>
  );
}

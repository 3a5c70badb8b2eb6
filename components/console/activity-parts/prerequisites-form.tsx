"use client";
// Prerequisites: the station's other activities a member must have done before this one. An
// activity that already requires this one (directly) is shown but cannot be chosen; a longer
// cycle is refused by the server with its message.
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { setPrerequisitesAction } from "@/lib/activities/console/parts/actions";

export interface PrerequisiteOption {
  id: number;
  name: string;
  typeName: string;
  active: boolean;
  /** Already requires this activity: choosing it would make a cycle. */
  requiresThis: boolean;
}

export function PrerequisitesForm({ stationId, activityId, options, selected }: { stationId: number; activityId: number; options: PrerequisiteOption[]; selected: number[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const dirty = chosen.size !== selected.length || selected.some((id) => !chosen.has(id));
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase("pt-BR");
    return q ? options.filter((o) => o.name.toLocaleLowerCase("pt-BR").includes(q)) : options;
  }, [options, query]);

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = () =>
    startTransition(async () => {
      const ordered = options.filter((o) => chosen.has(o.id)).map((o) => o.id);
      const result = await setPrerequisitesAction({ stationId, activityId, requiredIds: ordered });
      if (!result.ok) {
        setError(result.fieldErrors?.requiredIds ?? result.message);
        toast(result.message, "error");
        return;
      }
      setError(null);
      toast("Pré-requisitos salvos.");
      router.refresh();
    });

  if (options.length === 0) return <EmptyState text="Esta é a única atividade da estação. Crie outras para usá-las como pré-requisito." />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {chosen.size === 0 ? "Nenhum pré-requisito: qualquer membro pode participar." : `${chosen.size} ${chosen.size === 1 ? "atividade escolhida" : "atividades escolhidas"}.`}
        </p>
        {options.length > 8 && (
          <div className="w-full sm:w-72">
            <SearchInput label="Procurar atividade" placeholder="Procurar atividade" value={query} onValueChange={setQuery} />
          </div>
        )}
      </div>
      <fieldset aria-describedby={error ? "prereq-error" : undefined}>
        <legend className="sr-only">Atividades que precisam ser feitas antes</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {shown.map((o) => (
            <li key={o.id}>
              <CheckboxField
                className={`h-full items-start gap-3 rounded-2xl border p-3 ${chosen.has(o.id) ? "border-sky-600 bg-sky-50" : "border-line bg-white"} ${o.requiresThis ? "opacity-60" : "cursor-pointer"}`}
                checkboxClassName="mt-0.5"
                checked={chosen.has(o.id)}
                disabled={o.requiresThis && !chosen.has(o.id)}
                onCheckedChange={(c) => toggle(o.id, c === true)}
                label={
                  <span className="min-w-0">
                    <span className="block font-bold break-words text-ink">{o.name}</span>
                    <span className="mt-1 flex flex-wrap gap-1.5">
                      <Badge variant="neutral">{o.typeName}</Badge>
                      {!o.active && <Badge variant="warning">Inativa</Badge>}
                      {o.requiresThis && <Badge variant="danger">Já exige esta atividade</Badge>}
                    </span>
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p id="prereq-error" role="alert" className="text-sm font-bold text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="button" onClick={save} disabled={pending || !dirty}>
          {pending ? "Salvando..." : "Salvar pré-requisitos"}
        </Button>
      </div>
    </div>
  );
}

"use client";
// /homepage/atividades: the "Procurar" box filters the list as you type, the filter button narrows
// by kind, by what is still to do and by participation dates (an activity matches when its
// window meets the chosen range). Server-rendered first list, filtering happens on the client
// (lists are small).
import { LayoutGridIcon, SlidersHorizontalIcon } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CheckboxField } from "@/components/ui/checkbox";
import { DateRangeFilter } from "@/components/ui/date-range-filter";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchInput } from "@/components/ui/search-input";
import type { ActivityCard } from "@/lib/activities/queries";
import { meetsDateRange } from "@/lib/activities/rules";
import type { StationCurrency } from "@/lib/format";
import { ActivityGrid } from "./activity-card";
import { FieldLegend, FieldSet } from "@/components/ui/field";

const NO_RANGE = { start: "", end: "" };

const normalise = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export function ActivitiesBrowser({ cards, currency }: { cards: ActivityCard[]; currency: StationCurrency }) {
  const [q, setQ] = useState("");
  const [types, setTypes] = useState<string[]>([]);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [range, setRange] = useState(NO_RANGE);
  // A new key resets the range fields when the filters are cleared.
  const [rangeKey, setRangeKey] = useState(0);
  const typeNames = useMemo(() => [...new Set(cards.map((c) => c.typeName))].sort((a, b) => a.localeCompare(b, "pt-BR")), [cards]);
  const shown = cards.filter(
    (c) =>
      (!q.trim() || normalise(c.name).includes(normalise(q.trim()))) &&
      (types.length === 0 || types.includes(c.typeName)) &&
      (!onlyOpen || !c.hasDone) &&
      meetsDateRange(c, range),
  );
  const filterCount = types.length + (onlyOpen ? 1 : 0) + (range.start || range.end ? 1 : 0);
  const clear = () => {
    setTypes([]);
    setOnlyOpen(false);
    setRange(NO_RANGE);
    setRangeKey((k) => k + 1);
  };
  return (
    <div>
      <div className="mb-6 flex gap-2">
        <SearchInput label="Procurar" placeholder="Procurar" value={q} onValueChange={setQ} />
        <Popover>
          <PopoverTrigger className="relative flex size-12 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-surface-muted focus-visible:outline-3" aria-label="Filtrar atividades">
            <SlidersHorizontalIcon className="size-5" aria-hidden />
            {filterCount > 0 && (
              <Badge variant="brand" className="absolute -top-1 -right-1 size-5 justify-center p-0">{filterCount}</Badge>
            )}
          </PopoverTrigger>
          <PopoverContent>
              {filterCount > 0 && (
                <button type="button" className="mb-3 text-sm font-bold text-brand-ink underline" onClick={clear}>
                  Limpar filtros
                </button>
              )}
              <FieldSet>
                <FieldLegend className="mb-2">Tipo de atividade</FieldLegend>
                <div className="max-h-64 space-y-1 overflow-y-auto">
                  {typeNames.map((t) => (
                    <CheckboxField
                      key={t}
                      label={t}
                      className="rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-surface-muted"
                      checked={types.includes(t)}
                      onCheckedChange={(checked) => setTypes((list) => (checked === true ? [...list, t] : list.filter((x) => x !== t)))}
                    />
                  ))}
                </div>
              </FieldSet>
              <CheckboxField
                label="Só as que ainda não fiz"
                className="mt-3 border-t border-line px-2 pt-3 text-sm text-ink"
                checked={onlyOpen}
                onCheckedChange={(checked) => setOnlyOpen(checked === true)}
              />
              <div className="mt-3 border-t border-line pt-3">
                <fieldset>
                  <legend className="mb-2 text-sm font-bold text-ink">Período de participação</legend>
                  <DateRangeFilter key={rangeKey} initial={range} onApply={setRange} stacked />
                </fieldset>
              </div>
          </PopoverContent>
        </Popover>
      </div>
      {shown.length === 0 ? <EmptyState text="Não há atividades" icon={LayoutGridIcon} /> : <ActivityGrid cards={shown} currency={currency} />}
    </div>
  );
}

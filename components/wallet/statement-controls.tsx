"use client";
// "Meu extrato"'s controls: the two tabs and the date range, both kept in the URL (?aba, ?de,
// ?ate) so the server renders the list, a reload keeps the view and paging links carry the filter.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { DateRangeFilter } from "@/components/ui/date-range-filter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WALLET_TEXTS } from "@/lib/wallet/messages";

export type StatementTab = "premiacao" | "utilizados";

function useQueryNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete("pagina");
    const query = next.toString();
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
}

export function StatementRange({ start, end }: { start: string; end: string }) {
  const navigate = useQueryNavigation();
  return <DateRangeFilter initial={{ start, end }} startLabel="De" endLabel="Até" onApply={(range) => navigate({ de: range.start || null, ate: range.end || null })} />;
}

export function StatementTabs({ active, children }: { active: StatementTab; children: React.ReactNode }) {
  const navigate = useQueryNavigation();
  return (
    <Tabs value={active} onValueChange={(value) => navigate({ aba: value === "utilizados" ? "utilizados" : null })}>
      <TabsList aria-label="Tipo de crédito" className="flex w-full sm:inline-flex sm:w-auto">
        <TabsTrigger value="premiacao" className="flex-1 px-3 sm:flex-none sm:px-5">
          {WALLET_TEXTS.earnedTab}
        </TabsTrigger>
        <TabsTrigger value="utilizados" className="flex-1 px-3 sm:flex-none sm:px-5">
          {WALLET_TEXTS.usedTab}
        </TabsTrigger>
      </TabsList>
      <TabsContent value={active}>{children}</TabsContent>
    </Tabs>
  );
}

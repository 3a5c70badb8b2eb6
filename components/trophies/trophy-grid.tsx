"use client";
// /homepage/trofeus: the member's trophies (image, description, date earned), filtered as they
// type in "Pesquisar troféu" (description, ignoring case and accents).
import { SearchXIcon, TrophyIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchInput } from "@/components/ui/search-input";
import { MSG_NO_TROPHY_FOUND, TROPHY_SEARCH_LABEL } from "@/lib/trophies/texts";
import { StationImage } from "@/components/ui/station-image";

export interface TrophyCardData {
  id: number;
  description: string;
  image: string | null;
  /** "DD/MM/AAAA", formatted on the server. */
  awardedOn: string;
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("pt-BR");

export function TrophyGrid({ trophies }: { trophies: TrophyCardData[] }) {
  const [term, setTerm] = useState("");
  const shown = useMemo(() => {
    const q = fold(term.trim());
    return q ? trophies.filter((t) => fold(t.description).includes(q)) : trophies;
  }, [term, trophies]);
  return (
    <div className="space-y-6">
      <SearchInput label={TROPHY_SEARCH_LABEL} placeholder={TROPHY_SEARCH_LABEL} value={term} onValueChange={setTerm} className="max-w-xl" />
      {shown.length === 0 ? (
        <EmptyState text={MSG_NO_TROPHY_FOUND} icon={SearchXIcon} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" aria-label="Troféus">
          {shown.map((t) => (
            <li key={t.id}>
              <Card className="flex h-full flex-col items-center p-4 text-center sm:p-6" data-testid="trophy-card">
                <div className="flex size-20 items-center justify-center rounded-full bg-brand-soft sm:size-24">
                  {t.image ? (
                    <StationImage src={t.image} alt="" width={80} height={80} className="size-16 object-contain sm:size-20" />
                  ) : (
                    <TrophyIcon className="size-10 text-brand-ink" aria-hidden />
                  )}
                </div>
                <h2 className="mt-3 text-sm font-bold text-ink sm:text-base">{t.description}</h2>
                <p className="mt-1 text-xs text-ink-muted sm:text-sm">Conquistado em {t.awardedOn}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

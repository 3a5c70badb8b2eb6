"use client";
// The member's balance in the top bar ("Carregando..." while loading, shown only above
// 0). Server-rendered first value; React Query refreshes it after participations invalidate it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { CircleDollarSignIcon } from "lucide-react";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";

export const BALANCE_QUERY_KEY = ["member", "balance"] as const;

async function fetchBalance(): Promise<number> {
  const res = await fetch("/homepage/saldo", { cache: "no-store" });
  if (!res.ok) throw new Error(`saldo ${res.status}`);
  const body = (await res.json()) as { balance: number };
  return body.balance;
}

export function useBalance(initial?: number) {
  return useQuery({ queryKey: BALANCE_QUERY_KEY, queryFn: fetchBalance, initialData: initial });
}

/** What every screen whose command moved the balance calls on success: the chip reads it again. */
export function useRefreshBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }), [queryClient]);
}

export function BalanceBadge({ currency, initial }: { currency: StationCurrency; initial?: number }) {
  const { data, isPending } = useBalance(initial);
  const queryClient = useQueryClient();
  // A server render after router.refresh() brings the balance as it is now: it replaces what the
  // chip held (initialData is read only once).
  useEffect(() => {
    if (initial !== undefined) queryClient.setQueryData(BALANCE_QUERY_KEY, initial);
  }, [initial, queryClient]);
  if (isPending) return <span className="text-sm text-ink-muted">Carregando...</span>;
  if (!data || data <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-1.5 text-xs font-bold whitespace-nowrap text-brand-ink sm:px-3 sm:text-sm" data-testid="member-balance">
      <CircleDollarSignIcon className="hidden size-4 sm:block" aria-hidden />
      <span className="sr-only">Saldo: </span>
      {formatStationCurrency(data, currency)}
    </span>
  );
}

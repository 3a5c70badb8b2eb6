"use client";
// Tells the member of a trophy they just earned, once: "Você ganhou o troféu {description}!".
// Trophies are awarded in the event's transaction (lib/trophies/award.ts), wherever it happens (an
// activity, a paid order, a friend confirming an invitation); the shell learns of them
// - on a full page load, from the layout (no request of its own);
// - after an action, when the top bar's balance is fetched again (every participation and
//   checkout refreshes it), and on each page the member opens: GET /homepage/trofeus/novos.
// Once shown, the action marks them seen, so no other page or tab repeats them. A station with no
// active trophy rule gets no toaster at all (the layout leaves it out), so no page asks.
import { useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { BALANCE_QUERY_KEY } from "@/components/member/balance";
import { toast } from "@/components/ui/toast";
import { markTrophiesSeenAction } from "@/lib/trophies/actions";
import type { UnseenTrophy } from "@/lib/trophies/queries";
import { trophyToast } from "@/lib/trophies/texts";

async function fetchUnseen(): Promise<UnseenTrophy[]> {
  const res = await fetch("/homepage/trofeus/novos", { cache: "no-store" });
  if (!res.ok) return [];
  return ((await res.json()) as { trophies: UnseenTrophy[] }).trophies;
}

export function TrophyToaster({ initial }: { initial: UnseenTrophy[] }) {
  const shown = useRef(new Set<number>());
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  const announce = useCallback((trophies: UnseenTrophy[]) => {
    const fresh = trophies.filter((t) => !shown.current.has(t.id));
    if (fresh.length === 0) return;
    for (const t of fresh) {
      shown.current.add(t.id);
      toast(trophyToast(t.description));
    }
    // At most 50 per call (the action's limit); any left are shown again on the next page.
    void markTrophiesSeenAction({ ids: fresh.slice(0, 50).map((t) => t.id) }).catch(() => undefined);
  }, []);

  const check = useCallback(() => {
    void fetchUnseen().then(announce, () => undefined);
  }, [announce]);

  useEffect(() => announce(initial), [announce, initial]);

  // After an action: the balance query is fetched again once the action's transaction committed.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        const key = event.query.queryKey;
        if (key.length === BALANCE_QUERY_KEY.length && BALANCE_QUERY_KEY.every((k, i) => key[i] === k)) check();
      }),
    [queryClient, check],
  );

  // The member's next page (the layout, and with it `initial`, is not rendered again on a client navigation).
  useEffect(() => {
    if (pathname !== firstPath.current) check();
  }, [pathname, check]);

  return null;
}

"use client";
// "Convites enviados por e-mail": the first page comes with the page, the next ones load as the
// end of the list scrolls into view (up to 50 invitations a day add up).
import { InfiniteList } from "@/components/ui/infinite-list";
import type { SentInvitationsPage } from "@/lib/activities/invitations";
import { formatDate } from "@/lib/format";

async function fetchPage(cursor: string | null): Promise<SentInvitationsPage> {
  const res = await fetch(`/homepage/convites-do-usuario/enviados${cursor ? `?antes=${encodeURIComponent(cursor)}` : ""}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

export function SentInvitations({ firstPage }: { firstPage: SentInvitationsPage }) {
  return (
    <InfiniteList
      queryKey={["convites-enviados"]}
      fetchPage={fetchPage}
      initialPage={firstPage}
      getKey={(s) => s.id}
      empty={null}
      listClassName="divide-y divide-line"
      renderItem={(s) => (
        <div className="flex justify-between gap-4 px-5 py-3 text-sm">
          <span className="min-w-0 truncate text-ink">{s.email}</span>
          <span className="shrink-0 text-ink-muted">{formatDate(s.createdAt)}</span>
        </div>
      )}
    />
  );
}

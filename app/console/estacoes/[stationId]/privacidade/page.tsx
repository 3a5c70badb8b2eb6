// "Privacidade": the register of the members' data requests under the LGPD (downloads of their
// data, corrections, account deletions), each with its legal deadline of 15 days; open
// corrections come first and the ones past the deadline are marked. Owners only: it shows
// members' personal data and their requests.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listDataRequests } from "@/lib/privacy/register";
import { LEGAL_DEADLINE_DAYS } from "@/lib/privacy/texts";
import { ConsolePage } from "../../../_components/console-page";
import { PrivacyRegister, type RegisterItem } from "./privacy-register";

export const metadata: Metadata = { title: "Privacidade" };

export default async function PrivacyRegisterPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const rows = await listDataRequests(await getDb(), station.id);
  const items: RegisterItem[] = rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    deadline: r.deadline.toISOString(),
  }));
  const overdue = rows.filter((r) => r.overdue).length;
  return (
    <ConsolePage
      eyebrow={station.name}
      title="Privacidade"
      description={`Pedidos dos membros sobre os próprios dados (LGPD, art. 18): cópias baixadas, correções e exclusões de conta. A lei dá ${LEGAL_DEADLINE_DAYS} dias para responder cada pedido.${overdue > 0 ? ` ${overdue === 1 ? "Um pedido passou" : `${overdue} pedidos passaram`} do prazo.` : ""}`}
    >
      <PrivacyRegister stationId={station.id} items={items} />
    </ConsolePage>
  );
}

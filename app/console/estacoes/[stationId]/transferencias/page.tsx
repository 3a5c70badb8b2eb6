// "Transferências": the members' bank-transfer top-up requests waiting for the owner, and the
// ones already decided. Owners only: approving one puts money in a wallet.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleTransfers } from "@/lib/wallet/console/queries";
import { ConsolePage } from "../../../_components/console-page";
import { InboxTabs } from "../../../_components/inbox-tabs";
import { TransferInbox } from "./transfer-inbox";

export const metadata: Metadata = { title: "Transferências" };

export default async function TransfersPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<{ aba?: string | string[] }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const decided = (await searchParams).aba === "decididas";
  const db = await getDb();
  const [pending, list] = await Promise.all([listConsoleTransfers(db, station.id, "pending"), decided ? listConsoleTransfers(db, station.id, "decided") : null]);
  const base = `/estacoes/${station.id}/transferencias`;
  return (
    <ConsolePage
      eyebrow={station.name}
      title="Transferências"
      description="Pedidos de créditos por transferência bancária. Confira se o dinheiro chegou na conta da estação e aprove: os créditos entram na carteira do membro na hora e ele recebe um e-mail."
    >
      <InboxTabs
        label="Situação dos pedidos"
        tabs={[
          { href: base, label: "Pendentes", count: pending.length, current: !decided },
          { href: `${base}?aba=decididas`, label: "Decididas", current: decided },
        ]}
      />
      <TransferInbox stationId={station.id} kind={decided ? "decided" : "pending"} requests={list ?? pending} />
    </ConsolePage>
  );
}

// "Validar": the door. Owner and staff read a member's receipt, coupon, course voucher or fuel
// voucher with the phone's camera or by typing its code, see Válido / Já utilizado / Inválido with
// the member's name and what the code is for, and mark a valid one used. The code travels in the
// address (?codigo=), so a scanned link, an old owner link redirected here and a reload all show
// the same answer, read on the server for this station only.
import type { Metadata } from "next";
import { connection } from "next/server";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { readCodeAtDoor, unknownCodeAnswer } from "@/lib/validation-desk/queries";
import { codeFromScan } from "@/lib/validation-desk/schemas";
import { ConsolePage } from "../../../_components/console-page";
import { DoorDesk } from "./door-desk";

export const metadata: Metadata = { title: "Validar", referrer: "no-referrer" };

type Props = { params: Promise<{ stationId: string }>; searchParams: Promise<{ codigo?: string | string[] }> };

export default async function DoorPage({ params, searchParams }: Props) {
  await connection();
  const { station } = await requireConsolePage(params);
  const raw = (await searchParams).codigo;
  const typed = typeof raw === "string" ? raw.slice(0, 300) : "";
  const code = typed ? codeFromScan(typed) : null;
  const answer = code ? await readCodeAtDoor(await getDb(), station.id, code) : typed ? unknownCodeAnswer(typed.slice(0, 40)) : null;
  return (
    <ConsolePage eyebrow={station.name} title="Validar" description="Escaneie o QR code do membro ou digite o código do pedido, cupom ou voucher.">
      <DoorDesk key={answer?.code ?? ""} stationId={station.id} answer={answer} />
    </ConsolePage>
  );
}

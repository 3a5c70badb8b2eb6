// The data of the wallet's member pages, one call per page: "Meu extrato", "Meios de pagamento"
// and "Abastecer créditos". Every read is scoped to the signed-in member on this station.
import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { listMemberCards } from "./cards";
import { getDb } from "@/lib/db/client";
import type { Station } from "@/lib/stations/queries";
import { getBalance } from "./ledger";
import { nextExpiry } from "./lots";
import type { StatementQuery } from "./schemas";
import { listStatement } from "./statement";
import { listTransferRequests } from "./transfers";

export async function loadStatement(stationId: number, userId: number, query: StatementQuery) {
  const db = await getDb();
  const member = { stationId, userId };
  const [balance, expiry, page] = await Promise.all([
    getBalance(db, stationId, userId),
    nextExpiry(db, stationId, userId),
    listStatement(db, member, { side: query.aba === "utilizados" ? "used" : "earned", start: query.de, end: query.ate, page: query.pagina }),
  ]);
  return { balance, expiry, page };
}

export async function loadPaymentMethods(stationId: number, userId: number) {
  const db = await getDb();
  const [cards, balance] = await Promise.all([listMemberCards(db, stationId, userId), getBalance(db, stationId, userId)]);
  return { cards, balance };
}

export async function loadTopUp(station: Station, userId: number) {
  const requests = await listTransferRequests(await getDb(), { stationId: station.id, userId });
  return { bank: station.settings.bankTransfer, requests };
}

/** The card form's prefill: who pays, as the account knows them. */
export async function loadPayer(stationId: number, userId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ name: users.name, email: users.email, cpf: users.cpf, phone: users.tel, birthday: users.birthday })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  return row ?? { name: null, email: null, cpf: null, phone: null, birthday: null };
}

// Demo data of the support inbox (rules in lib/seed/demo.ts: idempotent, never overwrite):
// - two messages on demo, one from a visitor still new and one from membro already answered, so
//   the console's "Suporte" shows both states on a fresh start;
// - the console inboxes e2e's own member (e2e/console-inboxes.e2e.ts asks for a transfer and
//   writes to support with it, and the owner credits it), so no other suite's balance moves.
import { eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { supportMessages } from "@/lib/content/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";

export const INBOXES_E2E_MEMBER = { email: "caixa.entrada@demo.test", name: "Iara Entrada", cpf: "47295183655", tel: "11932109876", birthday: "1990-02-14" } as const;

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);

export async function seedSupportDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  await ensureUser(db, stationId, context.demo.establishment.id, { ...INBOXES_E2E_MEMBER, stateId: 35, typeId: USER_TYPE_PARTICIPANT });

  const [any] = await db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.stationId, stationId)).limit(1);
  if (any) return;
  await db.insert(supportMessages).values([
    {
      stationId,
      name: "Renata Souza",
      email: "renata.souza@exemplo.test",
      phone: "11987651234",
      subject: "Como faço para me associar?",
      message: "Olá! Meu marido é associado e eu gostaria de saber se posso participar do clube também. Preciso de algum documento?",
      createdAt: hoursAgo(3),
    },
    {
      stationId,
      userId: context.memberId,
      name: "Maria Membro",
      email: "membro@demo.test",
      subject: "Créditos da transferência",
      message: "Fiz uma transferência na semana passada e queria saber quando os créditos entram na minha carteira.",
      createdAt: hoursAgo(50),
      status: "answered",
      reply: "Olá, Maria! Conferimos a transferência e os créditos já estão na sua carteira. Obrigado!",
      repliedAt: hoursAgo(30),
      repliedBy: context.ownerId,
    },
  ]);
}

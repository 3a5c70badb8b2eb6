// Demo data of this module (see lib/seed/demo.ts for the rules: idempotent, never overwrite):
// demo's roster of affiliates, the invitation rule "CLUBE10", and one account per blocked state of
// the root entry decisions so each screen can be seen (all with the demo password).
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { memberGetMemberRules } from "@/lib/activities/schema";
import { rosterEntries } from "./auth-schema";
import { seedMembersConsoleDemo } from "./console/seed";
import { USER_TYPE_PARTICIPANT } from "./schema";

/** CPFs on demo's roster; the first is the seeded member's, the others are free to sign up with. */
export const DEMO_ROSTER = [
  { cpf: "52998224725", name: "Maria Membro", email: "membro@demo.test", phone: "11987654321" },
  { cpf: "11144477735", name: "João Associado", email: "joao.associado@demo.test", phone: "11988887777" },
  { cpf: "12345678909", name: "Ana Beatriz Souza", email: "ana.souza@demo.test", phone: "21987651234" },
  { cpf: "93541134780", name: "Carlos Eduardo Lima", email: null, phone: "31999998888" },
  { cpf: "39053344705", name: "Diego Dono", email: "dono@demo.test", phone: "11912345678" },
];

const BLOCKED_DEMO_USERS = [
  { email: "suspenso@demo.test", name: "Sérgio Suspenso", suspended: true, deleted: false, active: true, linked: true },
  { email: "excluido@demo.test", name: "Elisa Excluída", suspended: false, deleted: true, active: true, linked: true },
  { email: "inativo@demo.test", name: "Igor Inativo", suspended: false, deleted: false, active: false, linked: false },
  { email: "semvinculo@demo.test", name: "Sara Sem Vínculo", suspended: false, deleted: false, active: true, linked: false },
];

export async function seedAccountsDemo(db: Db, context: DemoContext): Promise<void> {
  const demoId = context.demo.station.id;
  await db
    .insert(rosterEntries)
    .values(DEMO_ROSTER.map((entry) => ({ stationId: demoId, ...entry })))
    .onConflictDoNothing();
  await db
    .insert(memberGetMemberRules)
    .values([
      { stationId: demoId, code: "CLUBE10", pointsInvited: 1_000, pointsInviter: 2_000 },
      { stationId: context.vitrine.station.id, code: "VITRINE5", pointsInvited: 500, pointsInviter: 1_000 },
    ])
    .onConflictDoNothing();

  for (const { email, name, ...state } of BLOCKED_DEMO_USERS) {
    await ensureUser(db, demoId, context.demo.establishment.id, { email, name, typeId: USER_TYPE_PARTICIPANT }, state);
  }
  await seedMembersConsoleDemo(db, context);
}

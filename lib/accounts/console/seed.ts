// Members the console's "Membros" end-to-end test acts on: one pair per browser size, so the two
// runs never suspend or adjust the same person. Confirmed, linked, with the demo password.
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { USER_TYPE_PARTICIPANT } from "../schema";

export const MEMBERS_CONSOLE_E2E = {
  desktop: {
    adjusted: { email: "ajuste.desktop@demo.test", name: "Amanda Ajuste", cpf: "40089264029" },
    suspended: { email: "suspensao.desktop@demo.test", name: "Samuel Suspensão", cpf: "84991949661" },
  },
  tablet: {
    adjusted: { email: "ajuste.tablet@demo.test", name: "Alice Ajuste", cpf: "43523743699" },
    suspended: { email: "suspensao.tablet@demo.test", name: "Saulo Suspensão", cpf: "85699728732" },
  },
} as const;

export async function seedMembersConsoleDemo(db: Db, context: DemoContext): Promise<void> {
  for (const pair of Object.values(MEMBERS_CONSOLE_E2E)) {
    for (const member of Object.values(pair)) {
      await ensureUser(db, context.demo.station.id, context.demo.establishment.id, { ...member, typeId: USER_TYPE_PARTICIPANT });
    }
  }
}

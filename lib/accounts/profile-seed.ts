// Demo data of the profile and member card: one member per e2e project (e2e/profile.e2e.ts edits
// their name, photo, state and birth date, so no other suite or project shares them). Demo password.
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";

export const PROFILE_E2E_MEMBERS = {
  phone: { email: "perfil.celular@demo.test", name: "Priscila Perfil", cpf: "84434275070", birthday: "1994-02-11", stateId: 35 },
  desktop: { email: "perfil.desktop@demo.test", name: "Paulo Perfil", cpf: "61815318074", birthday: "1986-10-30", stateId: 33 },
} as const;

export async function seedProfileDemo(db: Db, context: DemoContext): Promise<void> {
  const { station, establishment } = context.demo;
  for (const member of Object.values(PROFILE_E2E_MEMBERS)) {
    await ensureUser(db, station.id, establishment.id, { ...member, typeId: USER_TYPE_PARTICIPANT });
  }
}

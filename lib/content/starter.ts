// The landing a station gets when its owner creates it in the wizard, so the first look at the new
// site is a real page, not a bare hero: how it works (centred blocks), the public activities (the
// welcome activity of lib/activities/starter.ts) and the support form. The owner edits or removes
// them later like any other section; the seed keys tell them apart from the owner's own.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { landingSectionItems, landingSections } from "./schema";
import { SECTION_TYPES } from "./queries";

/** The hero's line under the station's name. */
export const STARTER_DESCRIPTION = "Participe das atividades, acumule pontos e troque por vantagens.";

export async function addStarterLanding(tx: DbOrTx, stationId: number): Promise<void> {
  const [howItWorks] = await tx
    .insert(landingSections)
    .values([
      {
        stationId,
        position: 0,
        typeId: SECTION_TYPES.centred,
        title: "Como funciona",
        subtitle: "Três passos para começar a ganhar.",
        menuTitle: "Como funciona",
        seedKey: "starter-how",
      },
      {
        stationId,
        position: 1,
        typeId: SECTION_TYPES.activities,
        title: "Atividades",
        subtitle: "Comece pela atividade de boas-vindas e ganhe seus primeiros pontos.",
        menuTitle: "Atividades",
        seedKey: "starter-activities",
      },
      {
        stationId,
        position: 2,
        typeId: SECTION_TYPES.support,
        title: "Fale Conosco",
        subtitle: "Dúvidas sobre o programa? Envie sua mensagem e respondemos por e-mail.",
        menuTitle: "Contato",
        showInMenu: false,
        seedKey: "starter-support",
      },
    ])
    .returning({ id: landingSections.id });
  await tx.insert(landingSectionItems).values(
    [
      { name: "1. Cadastre-se", description: "Crie sua conta em poucos minutos e confirme com o código que enviamos.", linkType: "signup" as const, buttonLabel: "Quero participar" },
      { name: "2. Participe", description: "Conclua atividades e veja cada participação virar pontos no seu saldo." },
      { name: "3. Aproveite", description: "Troque seus pontos por vantagens e acompanhe tudo na sua conta." },
    ].map((item, position) => ({ stationId, sectionId: howItWorks!.id, position, linkType: "nolink" as const, ...item })),
  );
}

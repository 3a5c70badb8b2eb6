// The one activity a station gets when its owner creates it in the wizard: a short raw content
// (type 16) that a member reads and completes once, worth a few points, public so visitors see it on
// the landing. It shows members how participating works before the owner publishes anything.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { activities, activityContents } from "./schema";

export const WELCOME_ACTIVITY_NAME = "Boas-vindas: comece por aqui";
/** Hundredths of a point: 5,00. */
export const WELCOME_ACTIVITY_POINTS = 500;

export async function addWelcomeActivity(tx: DbOrTx, stationId: number): Promise<{ id: number }> {
  const [row] = await tx
    .insert(activities)
    .values({
      stationId,
      typeId: 16,
      name: WELCOME_ACTIVITY_NAME,
      description: "<p>Descubra em um minuto como ganhar pontos e trocar por vantagens no programa.</p>",
      points: WELCOME_ACTIVITY_POINTS,
      limitPerUser: 1,
      isPublic: true,
      featured: true,
      feedbackMessage: "Pronto! Seus primeiros pontos já estão no seu saldo.",
      position: 0,
    })
    .returning({ id: activities.id });
  const activityId = row!.id;
  await tx.insert(activityContents).values([
    { stationId, activityId, text: "<h3>1. Participe</h3><p>Cada atividade mostra quantos pontos vale. Conclua e os pontos entram no seu saldo na hora.</p>" },
    { stationId, activityId, text: "<h3>2. Acompanhe</h3><p>Seu saldo aparece no topo da página e o extrato fica na sua conta.</p>" },
    { stationId, activityId, text: "<h3>3. Aproveite</h3><p>Fique de olho nas novas atividades e troque seus pontos por vantagens.</p>" },
  ]);
  return { id: activityId };
}

// Conteúdo › Quizzes: the practice quizzes members play at /homepage/quizzes (answer until right,
// no points), created as drafts and published when ready.
import type { Metadata } from "next";
import { listConsolePlayerQuizzes } from "@/lib/activities/console/player-quizzes/queries";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { QuizManager } from "./quiz-manager";

export const metadata: Metadata = { title: "Quizzes" };

export default async function PlayerQuizzesPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const quizzes = await listConsolePlayerQuizzes(await getDb(), station.id);
  return (
    <ConsolePage
      eyebrow="Conteúdo"
      title="Quizzes"
      description="Quizzes de treino da página Quizzes dos membros: cada pergunta é respondida até acertar, com explicação no fim, e não vale pontos. Para um quiz que paga pontos, crie uma atividade do tipo Quiz."
    >
      <ContentNav stationId={station.id} current="quizzes" />
      <QuizManager stationId={station.id} quizzes={quizzes} />
    </ConsolePage>
  );
}

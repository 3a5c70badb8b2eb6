// Quiz player (/homepage/quizzes/quiz): the station's quizzes, answered one question at a
// time and checked on the server.
import type { Metadata } from "next";
import { QuizPlayer } from "@/components/activities/play/quiz-player";
import { listPlayerQuizzes } from "@/lib/activities/research/queries";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Quizzes" };

export default async function QuizPlayerPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station } = member;
  const quizzes = await listPlayerQuizzes(await getDb(), station.id);
  return (
    <div className="mx-auto w-full max-w-[1180px] px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Quizzes</h1>
      <p className="mt-2 text-ink-muted">Teste seus conhecimentos: você pode tentar de novo até acertar.</p>
      <div className="mt-8">
        <QuizPlayer quizzes={quizzes} />
      </div>
    </div>
  );
}

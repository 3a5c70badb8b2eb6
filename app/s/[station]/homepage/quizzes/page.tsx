// /homepage/quizzes is the quiz area's address; its one screen is the player at /quizzes/quiz.
import { redirect } from "next/navigation";
import { requireMemberPage } from "@/lib/auth/guard";

export default async function QuizzesPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  redirect("/homepage/quizzes/quiz");
}

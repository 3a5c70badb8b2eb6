"use client";
// The quiz player (/homepage/quizzes/quiz): intro, one question at a time
// checked by the server (answers never reach the browser), a wrong answer disables that option and
// shows the retry message, a right one disables all and offers "Próxima"; then the result screen
// with the filter "Todas / As que acertei / As que errei".
import Link from "next/link";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { checkPlayerAnswerAction } from "@/lib/activities/research/actions";
import type { PublicPlayerQuiz } from "@/lib/activities/research/queries";
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

type Outcome = { firstTry: boolean; answer: number; explanation: string | null };
type Filter = "all" | "right" | "wrong";

export function QuizPlayer({ quizzes }: { quizzes: PublicPlayerQuiz[] }) {
  const [quiz, setQuiz] = useState<PublicPlayerQuiz | null>(quizzes.length === 1 ? (quizzes[0] ?? null) : null);
  if (quizzes.length === 0) {
    return <p className="rounded-3xl bg-surface-muted p-8 text-center text-ink-muted">Não há quizzes no momento.</p>;
  }
  if (!quiz) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quizzes.map((q) => (
          <li key={q.id} className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm">
            <h2 className="text-lg font-bold text-ink">{q.name}</h2>
            {q.description ? <p className="mt-2 flex-1 text-sm text-ink-muted">{q.description}</p> : <div className="flex-1" />}
            <p className="mt-3 text-sm text-ink-muted">{q.questions.length} perguntas</p>
            <Button className="mt-4" onClick={() => setQuiz(q)}>
              Jogar
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return <QuizRun key={quiz.id} quiz={quiz} onExit={quizzes.length > 1 ? () => setQuiz(null) : null} />;
}

function QuizRun({ quiz, onExit }: { quiz: PublicPlayerQuiz; onExit: (() => void) | null }) {
  const [stage, setStage] = useState<"intro" | "play" | "result">("intro");
  // "Começar" only changes client state: pressed before hydration it would do nothing.
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [disabled, setDisabled] = useState<number[]>([]);
  const [message, setMessage] = useState<{ text: string; correct: boolean } | null>(null);
  const [solved, setSolved] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [filter, setFilter] = useState<Filter>("all");
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const question = quiz.questions[index];

  if (stage === "intro") {
    return (
      <section className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 text-center shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{quiz.name}</p>
        <h2 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{quiz.quizTitle}</h2>
        {quiz.quizSynopsis ? <p className="mt-4 text-ink-muted">{quiz.quizSynopsis}</p> : null}
        <p className="mt-4 text-sm text-ink-muted">{quiz.questions.length} perguntas</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {onExit ? (
            <Button variant="outline" onClick={onExit}>
              Outros quizzes
            </Button>
          ) : null}
          <Button disabled={!hydrated} onClick={() => setStage("play")}>
            Começar
          </Button>
        </div>
      </section>
    );
  }

  if (stage === "result" || !question) {
    const right = outcomes.filter((o) => o.firstTry).length;
    const rows = quiz.questions
      .map((q, i) => ({ q, i, o: outcomes[i] }))
      .filter(({ o }) => filter === "all" || (filter === "right" ? o?.firstTry : !o?.firstTry));
    return (
      <section className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h2 className="text-center text-2xl font-bold text-ink">Resultado</h2>
        <p className="mt-2 text-center text-ink-muted">
          Você acertou de primeira {right} de {quiz.questions.length} perguntas.
        </p>
        <div role="group" aria-label="Filtrar perguntas" className="mt-6 flex flex-wrap justify-center gap-2">
          {(
            [
              ["all", "Todas"],
              ["right", "As que acertei"],
              ["wrong", "As que errei"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                "rounded-full border-2 px-4 py-2 text-sm font-bold",
                filter === value ? "border-brand bg-brand text-brand-fg" : "border-line text-ink hover:border-brand-ink",
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <ol aria-label="Perguntas do quiz" className="mt-6 space-y-3">
          {rows.length === 0 ? <li className="text-center text-ink-muted">Nenhuma pergunta neste filtro.</li> : null}
          {rows.map(({ q, i, o }) => (
            <li key={i} className="rounded-2xl bg-surface-muted p-4">
              <p className="font-semibold text-ink">
                <span aria-hidden="true" className={o?.firstTry ? "text-green-700" : "text-red-700"}>
                  {o?.firstTry ? "✓ " : "✗ "}
                </span>
                {i + 1}. {q.question}
                <span className="sr-only">{o?.firstTry ? " (acertou)" : " (errou)"}</span>
              </p>
              {o && q.questionType === "text" ? (
                <p className="mt-1 text-sm text-ink-muted">Resposta certa: {q.answers[o.answer - 1]}</p>
              ) : null}
              {o?.explanation ? <p className="mt-1 text-sm text-ink-muted">{o.explanation}</p> : null}
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {onExit ? (
            <Button variant="outline" onClick={onExit}>
              Outros quizzes
            </Button>
          ) : null}
          <Button asChild>
            <Link href="/homepage">Concluir</Link>
          </Button>
        </div>
      </section>
    );
  }

  const choose = (answer: number) => {
    setError(null);
    startTransition(async () => {
      const result = await checkPlayerAnswerAction({ quizId: quiz.id, questionIndex: index, answer });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setMessage({ text: result.data.message, correct: result.data.correct });
      if (result.data.correct) {
        setSolved(true);
        setOutcomes((prev) => {
          const next = [...prev];
          next[index] = { firstTry: disabled.length === 0, answer, explanation: result.data.explanation };
          return next;
        });
      } else {
        setDisabled((d) => [...d, answer]);
      }
    });
  };

  const advance = () => {
    setDisabled([]);
    setMessage(null);
    setSolved(false);
    if (index + 1 >= quiz.questions.length) setStage("result");
    else setIndex(index + 1);
  };

  return (
    <section className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10" aria-labelledby="player-question">
      <p className="text-sm font-semibold text-ink-muted">
        Pergunta {index + 1} de {quiz.questions.length}
      </p>
      <h2 id="player-question" className="mt-2 text-xl font-bold text-ink sm:text-2xl">
        {question.question}
      </h2>
      <div className={cn("mt-6 grid gap-3", question.questionType === "photo" ? "grid-cols-2" : "sm:grid-cols-2")}>
        {question.answers.map((label, i) => {
          const n = i + 1;
          const wrong = disabled.includes(n);
          const right = solved && outcomes[index]?.answer === n;
          return (
            <button
              key={n}
              type="button"
              disabled={pending || solved || wrong}
              onClick={() => choose(n)}
              className={cn(
                "min-h-14 rounded-2xl border-2 px-4 py-3 text-left font-semibold transition-colors disabled:cursor-not-allowed",
                right
                  ? "border-green-600 bg-green-50 text-green-900"
                  : wrong
                    ? "border-red-300 bg-red-50 text-red-900 line-through opacity-70"
                    : "border-line bg-white text-ink hover:border-brand-ink enabled:hover:bg-brand-soft disabled:opacity-60",
              )}
            >
              {question.questionType === "photo" ? (
                <StationImage src={label} alt={`Opção ${n}`} width={400} height={400} className="aspect-square w-full rounded-xl object-cover" />
              ) : (
                label
              )}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-4 min-h-7">
        {message ? (
          <p className={cn("rounded-xl px-4 py-3 text-sm font-semibold", message.correct ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800")}>
            {message.text}
          </p>
        ) : null}
        {solved && outcomes[index]?.explanation ? <p className="mt-2 text-sm text-ink-muted">{outcomes[index]?.explanation}</p> : null}
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {solved ? (
        <div className="mt-6 flex justify-end">
          <Button onClick={advance}>{index + 1 >= quiz.questions.length ? "Ver resultado" : "Próxima"}</Button>
        </div>
      ) : null}
    </section>
  );
}

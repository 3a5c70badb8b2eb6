"use client";
// Quizzes and surveys (types 6-12): one question per step with "Anterior" /
// "Próximo", required questions checked by the same rule the server applies (optional ones may be
// left out), answers sent once to a Server Action that scores them.
// Scored types (6, 10, 11) end in the result modal; the others in the success confirmation, whose
// closing returns to /homepage.
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { FeatureLink } from "@/components/member/feature-link";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { submitSurveyAction } from "@/lib/activities/research/actions";
import type { SurveyResult } from "@/lib/activities/research/commands";
import type { PublicQuestion, PublicResearch } from "@/lib/activities/research/queries";
import { QUESTION_MULTIPLE, QUESTION_SINGLE, QUESTION_TEXT, QUESTION_VIDEO } from "@/lib/activities/research/question-types";
import { limitFollowUp } from "@/lib/activities/types";
import {
  firstInvalidAnswer,
  hasAnswer,
  MSG_ONE_OPTION,
  MSG_QUIZ_FAILED,
  MSG_QUIZ_PASSED,
  surveyCompletedText,
  MSG_UNANSWERED,
  MSG_UNANSWERED_TITLE,
  quizCompletedToast,
  SCORED_TYPES,
  SINGLE_OPTION_HINT_TYPES,
  SURVEY_TEXT_MAX,
  SURVEY_VIDEO_MAX_BYTES,
  type SubmittedAnswer,
} from "@/lib/activities/research/scoring";
import { MSG_LIMIT } from "@/lib/activities/messages";
import { useStationAmount } from "@/components/member/station-currency";
import { cn } from "@/lib/utils/cn";
import { FeedbackModal } from "./feedback-modal";
import { StationImage } from "@/components/ui/station-image";
import { FieldLabel } from "@/components/ui/field";

type Answer = { optionIds: number[]; text: string; videoKey?: string; videoName?: string };

type Props = {
  research: PublicResearch;
  /** Inline on the activity page (refresh it at the end) or the survey page (back to /homepage). */
  mode: "inline" | "page";
};

function newAttemptKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The answer as the server receives it: only the field of the question's kind. */
function toSubmitted(q: PublicQuestion, a: Answer | undefined): SubmittedAnswer {
  if (q.typeId === QUESTION_TEXT) return { questionId: q.id, text: a?.text ?? "" };
  if (q.typeId === QUESTION_VIDEO) return { questionId: q.id, videoKey: a?.videoKey };
  return { questionId: q.id, optionIds: a?.optionIds ?? [] };
}

function isComplete(q: PublicQuestion, a: Answer | undefined): boolean {
  return firstInvalidAnswer([q], [toSubmitted(q, a)]) === null;
}

export function SurveyRunner({ research, mode }: Props) {
  const router = useRouter();
  const amount = useStationAmount();
  const typeId = research.activityTypeId;
  const scored = SCORED_TYPES.has(typeId);
  const [attemptKey] = useState(newAttemptKey);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const hintTimer = useRef<number | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<SurveyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const total = research.questions.length;
  const question = research.questions[step];
  if (!question) return null;
  const answer = answers[question.id];
  const last = step === total - 1;

  const update = (patch: Partial<Answer>) => {
    setStepError(null);
    setAnswers((prev) => ({ ...prev, [question.id]: { optionIds: [], text: "", ...prev[question.id], ...patch } }));
  };

  const toggleOption = (optionId: number) => {
    const chosen = answer?.optionIds ?? [];
    if (question.typeId === QUESTION_MULTIPLE) {
      update({ optionIds: chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId] });
      return;
    }
    if (chosen.includes(optionId)) {
      update({ optionIds: [] });
    } else if (chosen.length > 0 && SINGLE_OPTION_HINT_TYPES.has(typeId)) {
      // Single-choice quiz types refuse a second option with a hint for 2 s.
      setHint(MSG_ONE_OPTION);
      window.clearTimeout(hintTimer.current);
      hintTimer.current = window.setTimeout(() => setHint(null), 2000);
    } else {
      update({ optionIds: [optionId] });
    }
  };

  const next = () => {
    if (!isComplete(question, answer)) {
      setStepError(MSG_UNANSWERED);
      return;
    }
    if (!last) {
      setStep(step + 1);
      setHint(null);
      return;
    }
    const unanswered = research.questions.findIndex((q) => !isComplete(q, answers[q.id]));
    if (unanswered >= 0) {
      setStep(unanswered);
      setFailure(MSG_UNANSWERED);
      return;
    }
    startTransition(async () => {
      const response = await submitSurveyAction({
        activityId: research.activityId,
        researchId: research.id,
        attemptKey,
        // Optional questions left out are not sent.
        answers: research.questions.map((q) => toSubmitted(q, answers[q.id])).filter(hasAnswer),
      });
      if (!response.ok) {
        setFailure(response.message);
        return;
      }
      setResult(response.data);
      if (scored && response.data.pointsAwarded > 0) toast(quizCompletedToast(amount(response.data.pointsAwarded)));
    });
  };

  const finish = () => {
    setResult(null);
    if (mode === "page") router.push("/homepage");
    else router.refresh();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-center justify-between gap-4 text-sm font-semibold text-ink-muted">
        <span className="whitespace-nowrap">
          Pergunta {step + 1} de {total}
        </span>
        {mode === "inline" ? <span className="truncate rounded-full bg-brand-soft px-3 py-1 text-brand-ink">{research.name}</span> : null}
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${((step + 1) / total) * 100}%` }} />
      </div>

      <h2 id={headingId} className="mt-6 text-xl font-bold text-ink sm:text-2xl">
        {question.question}
        {question.required ? null : (
          <>
            {" "}
            <span className="text-base font-semibold whitespace-nowrap text-ink-muted">(opcional)</span>
          </>
        )}
      </h2>
      {question.image ? (
        <StationImage src={question.image} alt="" width={1600} height={900} className="mt-4 max-h-72 w-full rounded-2xl object-cover" />
      ) : null}

      <QuestionInput
        question={question}
        answer={answer}
        error={stepError}
        onToggle={toggleOption}
        onText={(text) => update({ text })}
        onVideo={(videoKey, videoName) => update({ videoKey, videoName })}
      />

      <p role="status" aria-live="polite" className={cn("mt-3 min-h-6 text-sm font-semibold text-amber-700", !hint && "invisible")}>
        {hint}
      </p>

      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={() => { setStepError(null); setStep(step - 1); }} disabled={step === 0 || pending}>
          Anterior
        </Button>
        <Button type="button" onClick={next} disabled={pending} aria-busy={pending}>
          {pending ? "Enviando..." : last ? "Enviar respostas" : "Próximo"}
        </Button>
      </div>

      {result && scored ? (
        <FeedbackModal
          open
          onOpenChange={(open) => !open && finish()}
          title={result.passed ? MSG_QUIZ_PASSED : MSG_QUIZ_FAILED}
          description={`Você acertou ${result.correct} de ${result.total} ${result.total === 1 ? "pergunta" : "perguntas"} (${result.percentage}%).`}
          html={[result.feedback?.html, result.passed ? result.activityFeedback?.html : null]}
          lottie={result.passed ? (result.feedback?.lottie ?? result.activityFeedback?.lottie) : null}
          lottieSrc={result.passed ? "/static/lottie/confetti.json" : null}
          closeLabel="Concluir"
        >
          <ul className="mt-5 space-y-2 text-left text-sm" aria-label="Suas respostas">
            {research.questions.map((q, i) => {
              const right = result.perQuestion[q.id] ?? false;
              return (
                <li key={q.id} className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2">
                  <span aria-hidden="true" className={cn("font-bold", right ? "text-green-700" : "text-red-700")}>
                    {right ? "✓" : "✗"}
                  </span>
                  <span className="text-ink">
                    {i + 1}. {q.question} <span className="sr-only">{right ? "(acertou)" : "(errou)"}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </FeedbackModal>
      ) : null}

      {result && !scored ? (
        <FeedbackModal
          open
          onOpenChange={(open) => !open && finish()}
          title="Sucesso"
          description={surveyCompletedText(result.pointsAwarded > 0 ? amount(result.pointsAwarded) : null)}
          html={[result.feedback?.html, result.activityFeedback?.html]}
          lottie={result.feedback?.lottie ?? result.activityFeedback?.lottie}
          closeLabel={mode === "page" ? "Voltar ao início" : "Fechar"}
        />
      ) : null}

      {failure ? (
        <FeedbackModal
          open
          onOpenChange={(open) => !open && setFailure(null)}
          title={MSG_UNANSWERED_TITLE}
          description={failure}
          lottieSrc={null}
          closeLabel="Entendi"
        >
          {failure === MSG_LIMIT ? (
            <FeatureLink feature={limitFollowUp(typeId).feature} className="mt-5 w-full">
              {limitFollowUp(typeId).label}
            </FeatureLink>
          ) : null}
        </FeedbackModal>
      ) : null}

    </section>
  );
}

type InputProps = {
  question: PublicQuestion;
  answer: Answer | undefined;
  error: string | null;
  onToggle: (optionId: number) => void;
  onText: (text: string) => void;
  onVideo: (key: string | undefined, name: string | undefined) => void;
};

function QuestionInput({ question, answer, error, onToggle, onText, onVideo }: InputProps) {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  const errorLine = error ? (
    <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;

  if (question.typeId === QUESTION_SINGLE || question.typeId === QUESTION_MULTIPLE) {
    const multiple = question.typeId === QUESTION_MULTIPLE;
    const chosen = answer?.optionIds ?? [];
    return (
      <fieldset className="mt-5" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend id={hintId} className="text-sm font-semibold text-ink-muted">
          {multiple ? "Selecione uma ou mais" : "Selecione apenas uma"}
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {question.options.map((o) => {
            const selected = chosen.includes(o.id);
            return (
              <button
                key={o.id}
                type="button"
                role={multiple ? "checkbox" : "radio"}
                aria-checked={selected}
                onClick={() => onToggle(o.id)}
                className={cn(
                  "flex min-h-14 items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left font-semibold transition-colors",
                  selected ? "border-brand-ink bg-brand-soft text-ink" : "border-line bg-white text-ink hover:border-brand-ink/50",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-6 shrink-0 place-items-center border-2 text-xs",
                    multiple ? "rounded-md" : "rounded-full",
                    selected ? "border-brand bg-brand text-brand-fg" : "border-line",
                  )}
                >
                  {selected ? "✓" : ""}
                </span>
                {o.image ? (
                  <StationImage src={o.image} alt="" width={48} height={48} className="size-12 rounded-xl object-cover" />
                ) : null}
                <span>{o.label}</span>
              </button>
            );
          })}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (question.typeId === QUESTION_TEXT) {
    const text = answer?.text ?? "";
    return (
      <div className="mt-5">
        <FieldLabel htmlFor={`q-${question.id}`} className="font-semibold text-ink-muted">
          Sua resposta
        </FieldLabel>
        <textarea
          id={`q-${question.id}`}
          value={text}
          maxLength={SURVEY_TEXT_MAX}
          rows={5}
          onChange={(e) => onText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-2 w-full rounded-2xl border-2 border-line p-4 text-ink focus:border-brand-ink focus:outline-none"
        />
        <p id={hintId} className="mt-1 text-right text-sm text-ink-muted">
          {text.length}/{SURVEY_TEXT_MAX}
        </p>
        {errorLine}
      </div>
    );
  }

  return <VideoAnswer question={question} answer={answer} error={error} onVideo={onVideo} />;
}

function VideoAnswer({ question, answer, error, onVideo }: Pick<InputProps, "question" | "answer" | "error" | "onVideo">) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputId = `q-${question.id}`;
  const errorId = useId();
  const shown = uploadError ?? error;

  const upload = async (file: File | undefined) => {
    setUploadError(null);
    if (!file) return;
    if (file.size > SURVEY_VIDEO_MAX_BYTES) {
      setUploadError("O vídeo deve ter no máximo 10 MB.");
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/homepage/survey/upload", { method: "POST", body });
      const json = (await response.json().catch(() => null)) as { key?: string; message?: string } | null;
      if (!response.ok || !json?.key) throw new Error(json?.message ?? "Erro interno no servidor");
      onVideo(json.key, file.name);
    } catch (e) {
      onVideo(undefined, undefined);
      setUploadError(e instanceof Error ? e.message : "Erro interno no servidor");
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-ink-muted">Envie um vídeo com a sua resposta (MP4, MOV ou WEBM, até 10 MB)</p>
      {/* The native file button speaks the browser's language; this label is the pt-BR face of it. */}
      <FieldLabel
        htmlFor={inputId}
        className="mt-2 flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line p-6 text-center text-base font-normal has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-ink hover:border-brand-ink"
      >
        <span className="rounded-full bg-brand px-5 py-2 font-bold text-brand-fg">{answer?.videoKey ? "Trocar vídeo" : "Escolher vídeo"}</span>
        <span className="text-sm text-ink-muted">{answer?.videoName ?? "Nenhum vídeo escolhido"}</span>
        <input
          id={inputId}
          type="file"
          accept="video/mp4,video/quicktime,video/webm"
          disabled={uploading}
          onChange={(e) => void upload(e.target.files?.[0])}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          className="sr-only"
        />
      </FieldLabel>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {uploading ? "Enviando vídeo..." : answer?.videoKey ? `Vídeo enviado: ${answer.videoName ?? ""}` : null}
      </p>
      {shown ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

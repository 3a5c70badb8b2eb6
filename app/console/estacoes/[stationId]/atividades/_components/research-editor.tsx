"use client";
// The research tab (types 6-12): questions with their options, and the quiz's result ranges (or the
// personality profiles). Everything is edited here and saved at once with "Salvar perguntas", with
// the same checks as the server (lib/activities/console/schemas.ts researchIssues). Reordering is
// by buttons, so it works from the keyboard.
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useFieldArray, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveResearchAction } from "@/lib/activities/console/actions";
import {
  feedbackBands,
  isChoice,
  isPersonalityType,
  isScoredType,
  QUESTION_TYPE_LABELS,
  questionTypesFor,
  researchSchemaFor,
  type ResearchData,
  type ResearchInput,
} from "@/lib/activities/console/schemas";
import { QUESTION_SINGLE } from "@/lib/activities/research/question-types";
import { ImageField, ToggleField } from "@/components/console/form-controls";
import { FieldLabel } from "@/components/ui/field";

type Values = ResearchInput;
type Err = { message?: string; root?: { message?: string } } | undefined;
const errText = (e: unknown): string | undefined => (e as Err)?.message ?? (e as Err)?.root?.message;

let keySeq = 0;
const newKey = () => `n${Date.now().toString(36)}${(keySeq += 1)}`;
const newOption = () => ({ id: null, label: "", correct: false, color: "", image: null, feedbackKey: "" });

function MoveButtons({ index, count, move, what }: { index: number; count: number; move: (from: number, to: number) => void; what: string }) {
  return (
    <>
      <Button type="button" size="sm" variant="ghost" className="px-2" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Mover ${what} para cima`}>
        <ArrowUpIcon className="size-4" aria-hidden />
      </Button>
      <Button type="button" size="sm" variant="ghost" className="px-2" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Mover ${what} para baixo`}>
        <ArrowDownIcon className="size-4" aria-hidden />
      </Button>
    </>
  );
}

export function ResearchEditor({
  stationId,
  activityId,
  typeId,
  initial,
  lotties,
}: {
  stationId: number;
  activityId: number;
  typeId: number;
  initial: Omit<ResearchData, "activityId">;
  lotties: { id: number; name: string }[];
}) {
  const router = useRouter();
  const schema = useMemo(() => researchSchemaFor(typeId), [typeId]);
  const scored = isScoredType(typeId);
  const personality = isPersonalityType(typeId);
  const { form, submit, pending, ready } = useActionForm({
    schema,
    defaultValues: { activityId, questions: initial.questions, feedbacks: initial.feedbacks } as never,
    action: (values) => saveResearchAction({ ...values, stationId }),
    // Checked on "Salvar perguntas", then as the owner fixes: an added question is not an error yet.
    mode: "onSubmit",
    onSuccess: () => {
      toast("Perguntas salvas.");
      router.refresh();
    },
  });
  const { control, register, formState } = form;
  const questions = useFieldArray({ control, name: "questions", keyName: "_k" });
  const feedbacks = useFieldArray({ control, name: "feedbacks", keyName: "_k" });
  const watchedFeedbacks = (useWatch({ control, name: "feedbacks" }) ?? []) as Values["feedbacks"];
  const errors = formState.errors as Record<string, unknown> & { questions?: unknown; feedbacks?: unknown };
  const allowed = questionTypesFor(typeId);

  const addQuestion = () =>
    questions.append({ id: null, question: "", typeId: allowed[0]!, required: true, image: null, options: isChoice(allowed[0]!) ? [newOption(), newOption()] : [] });

  const feedbackTitle = scored ? "Resultados por faixa de acertos" : "Perfis";
  const bands = feedbackBands(watchedFeedbacks.map((f, i) => ({ range: Number(f?.range ?? 0), i })));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8" aria-labelledby="perguntas">
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="perguntas" className="text-lg font-bold text-ink">
              Perguntas <Badge variant="neutral">{questions.fields.length}</Badge>
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {scored
                ? "Marque a opção certa de cada pergunta. O membro ganha a recompensa se acertar pelo menos 50%."
                : personality
                  ? "Cada opção aponta para um perfil; o perfil mais escolhido é o resultado do membro."
                  : "Os membros respondem uma pergunta por vez, na ordem abaixo."}
            </p>
          </div>
        </div>
        {errText(errors.questions) && (
          <p role="alert" className="mb-4 text-sm font-semibold text-red-700">
            {errText(errors.questions)}
          </p>
        )}
        {questions.fields.length === 0 ? (
          <EmptyState text="Nenhuma pergunta ainda." action={<Button type="button" onClick={addQuestion} disabled={!ready}>Adicionar a primeira pergunta</Button>} />
        ) : (
          <ol className="flex flex-col gap-4">
            {questions.fields.map((field, index) => (
              <QuestionCard
                key={field._k}
                index={index}
                count={questions.fields.length}
                control={control}
                register={register}
                setValue={form.setValue}
                errors={(errors.questions as unknown[] | undefined)?.[index]}
                allowed={allowed}
                typeId={typeId}
                stationId={stationId}
                feedbackOptions={watchedFeedbacks.map((f, i) => ({ key: f?.key ?? "", label: `Perfil ${i + 1}${f?.feedback ? `: ${f.feedback.replace(/<[^>]+>/g, "").slice(0, 40)}` : ""}` }))}
                move={questions.move}
                remove={() => questions.remove(index)}
              />
            ))}
          </ol>
        )}
        {questions.fields.length > 0 && (
          <Button type="button" variant="outline" className="mt-4" onClick={addQuestion}>
            <PlusIcon className="size-4" aria-hidden />
            Adicionar pergunta
          </Button>
        )}
      </section>

      {(scored || personality) && (
        <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8" aria-labelledby="resultados">
          <h2 id="resultados" className="text-lg font-bold text-ink">
            {feedbackTitle}
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-muted">
            {scored
              ? "O membro vê o resultado da faixa em que sua porcentagem de acertos cai. Cada faixa vai da anterior até o valor informado; a última precisa ir até 100%."
              : "O texto que o membro vê quando este é o perfil que ele mais escolheu."}
          </p>
          {errText(errors.feedbacks) && (
            <p role="alert" className="mb-4 text-sm font-semibold text-red-700">
              {errText(errors.feedbacks)}
            </p>
          )}
          {feedbacks.fields.length === 0 ? (
            <EmptyState text={scored ? "Nenhuma faixa de resultado ainda." : "Nenhum perfil ainda."} />
          ) : (
            <ol className="flex flex-col gap-4">
              {feedbacks.fields.map((field, index) => {
                const band = bands.find((b) => b.i === index);
                const fErr = (errors.feedbacks as Record<string, unknown>[] | undefined)?.[index];
                return (
                  <li key={field._k} className="rounded-2xl border border-line p-4">
                    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-bold text-ink">
                        {scored ? `Faixa ${index + 1}` : `Perfil ${index + 1}`}
                        {scored && band && (
                          <span className="ml-2 text-sm font-semibold text-ink-muted">
                            {band.from === 0 ? `até ${band.range}% de acertos` : `acima de ${band.from - 1}% até ${band.range}% de acertos`}
                          </span>
                        )}
                      </h3>
                      <div className="flex items-center">
                        <MoveButtons index={index} count={feedbacks.fields.length} move={feedbacks.move} what={scored ? `a faixa ${index + 1}` : `o perfil ${index + 1}`} />
                        <ConfirmDelete
                          label={`Excluir ${scored ? "faixa" : "perfil"} ${index + 1}`}
                          title={scored ? "Excluir esta faixa?" : "Excluir este perfil?"}
                          description="A exclusão vale quando você salvar as perguntas."
                          onConfirm={() => feedbacks.remove(index)}
                        />
                      </div>
                    </div>
                    <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
                      {scored ? (
                        <TextField
                          label="Até (% de acertos)"
                          type="number"
                          min={0}
                          max={100}
                          inputMode="numeric"
                          {...register(`feedbacks.${index}.range`, { valueAsNumber: true })}
                          error={errText(fErr?.range)}
                        />
                      ) : (
                        <input type="hidden" {...register(`feedbacks.${index}.range`, { valueAsNumber: true })} />
                      )}
                      <TextareaField label={scored ? "Texto do resultado" : "Descrição do perfil"} rows={3} {...register(`feedbacks.${index}.feedback`)} error={errText(fErr?.feedback)} />
                    </div>
                    <SelectField
                      label="Animação"
                      className="mt-4 md:max-w-sm"
                      {...register(`feedbacks.${index}.feedbackLottieId`, { setValueAs: (v) => (v === "" || v == null ? null : Number(v)) })}
                    >
                      <option value="">Sem animação</option>
                      {lotties.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name || `Animação ${l.id}`}
                        </option>
                      ))}
                    </SelectField>
                  </li>
                );
              })}
            </ol>
          )}
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => feedbacks.append({ id: null, key: newKey(), range: scored ? 100 : 100, feedback: "", feedbackLottieId: null })}
          >
            <PlusIcon className="size-4" aria-hidden />
            {scored ? "Adicionar faixa" : "Adicionar perfil"}
          </Button>
        </section>
      )}

      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center justify-end gap-3 rounded-2xl bg-slate-100/90 px-2 py-3 backdrop-blur">
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : "Salvar perguntas"}
        </Button>
      </div>
    </form>
  );
}

function QuestionCard({
  index,
  count,
  control,
  register,
  setValue,
  errors,
  allowed,
  typeId,
  stationId,
  feedbackOptions,
  move,
  remove,
}: {
  index: number;
  count: number;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  errors: unknown;
  allowed: number[];
  typeId: number;
  stationId: number;
  feedbackOptions: { key: string; label: string }[];
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: "_k" });
  const questionType = useWatch({ control, name: `questions.${index}.typeId` }) as number;
  const watchedOptions = (useWatch({ control, name: `questions.${index}.options` }) ?? []) as Values["questions"][number]["options"];
  const scored = isScoredType(typeId);
  const personality = isPersonalityType(typeId);
  const qErr = errors as Record<string, unknown> | undefined;
  const oErr = qErr?.options as (Record<string, unknown> & { root?: { message?: string } }) | undefined;
  const n = index + 1;

  const markCorrect = (optionIndex: number, checked: boolean) => {
    // A single-choice question has one right option: marking one unmarks the others.
    watchedOptions.forEach((o, i) => {
      const next = i === optionIndex ? checked : questionType === QUESTION_SINGLE && checked ? false : o.correct;
      if (next !== o.correct) setValue(`questions.${index}.options.${i}.correct`, next, { shouldDirty: true });
    });
  };

  return (
    <li className="rounded-2xl border border-line p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink">Pergunta {n}</h3>
        <div className="flex items-center">
          <MoveButtons index={index} count={count} move={move} what={`a pergunta ${n}`} />
          <ConfirmDelete label={`Excluir pergunta ${n}`} title={`Excluir a pergunta ${n}?`} description="Ela e suas opções saem da atividade quando você salvar." onConfirm={remove} />
        </div>
      </div>
      <div className="grid gap-4">
        <TextField label={`Texto da pergunta ${n}`} {...register(`questions.${index}.question`)} error={errText(qErr?.question)} maxLength={300} />
        <div className="grid gap-4 md:grid-cols-2">
          {allowed.length > 1 ? (
            <SelectField label="Tipo de resposta" {...register(`questions.${index}.typeId`, { valueAsNumber: true })} error={errText(qErr?.typeId)}>
              {allowed.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="self-end text-sm text-ink-muted">
              Resposta: <strong className="text-ink">{QUESTION_TYPE_LABELS[allowed[0]!]}</strong>
            </p>
          )}
          <ToggleField control={control} name={`questions.${index}.required`} label="Obrigatória" />
        </div>
        <details className="rounded-2xl bg-slate-50 p-3">
          <summary className="cursor-pointer text-sm font-bold text-ink">Imagem da pergunta</summary>
          <div className="mt-3">
            <ImageField control={control} name={`questions.${index}.image`} label={`Imagem da pergunta ${n}`} hint="Opcional. JPG, PNG ou GIF de até 3 MB." stationId={stationId} />
          </div>
        </details>

        {isChoice(questionType) && (
          <fieldset>
            <legend className="mb-2 text-sm font-bold text-ink">Opções</legend>
            {errText(oErr) && (
              <p role="alert" className="mb-2 text-sm font-semibold text-red-700">
                {errText(oErr)}
              </p>
            )}
            <ol className="flex flex-col gap-2">
              {options.fields.map((field, j) => {
                const err = (oErr as unknown as Record<string, unknown>[] | undefined)?.[j] as Record<string, unknown> | undefined;
                const correctId = `q${index}-o${j}-correct`;
                return (
                  <li key={field._k} className="rounded-xl border border-line p-3">
                    <div className="flex flex-wrap items-start gap-3">
                      <TextField label={`Opção ${j + 1} da pergunta ${n}`} className="min-w-48 flex-1" {...register(`questions.${index}.options.${j}.label`)} error={errText(err?.label)} maxLength={200} />
                      {scored && (
                        <div className="flex items-center gap-2 pt-8">
                          <Checkbox id={correctId} checked={watchedOptions[j]?.correct === true} onCheckedChange={(c) => markCorrect(j, c === true)} />
                          <FieldLabel htmlFor={correctId}>Correta</FieldLabel>
                        </div>
                      )}
                      {personality && (
                        <SelectField label="Perfil" className="min-w-48" {...register(`questions.${index}.options.${j}.feedbackKey`)} error={errText(err?.feedbackKey)}>
                          <option value="">Escolha um perfil</option>
                          {feedbackOptions.map((f) => (
                            <option key={f.key} value={f.key}>
                              {f.label}
                            </option>
                          ))}
                        </SelectField>
                      )}
                      <div className="flex items-center pt-7">
                        <MoveButtons index={j} count={options.fields.length} move={options.move} what={`a opção ${j + 1}`} />
                        <Button type="button" size="sm" variant="ghost" className="px-2 text-red-700" onClick={() => options.remove(j)} aria-label={`Excluir opção ${j + 1} da pergunta ${n}`}>
                          <Trash2Icon className="size-4" aria-hidden />
                        </Button>
                      </div>
                    </div>
                    <details className="mt-2">
                      <summary className="cursor-pointer text-xs font-bold text-ink-muted">Cor e imagem</summary>
                      <div className="mt-2 grid gap-3 md:grid-cols-[12rem_1fr]">
                        <TextField label="Cor (#RRGGBB)" {...register(`questions.${index}.options.${j}.color`)} error={errText(err?.color)} maxLength={7} />
                        <ImageField control={control} name={`questions.${index}.options.${j}.image`} label={`Imagem da opção ${j + 1}`} stationId={stationId} />
                      </div>
                    </details>
                  </li>
                );
              })}
            </ol>
            <Button type="button" size="sm" variant="ghost" className="mt-2" onClick={() => options.append(newOption())}>
              <PlusIcon className="size-4" aria-hidden />
              Adicionar opção
            </Button>
          </fieldset>
        )}
      </div>
    </li>
  );
}

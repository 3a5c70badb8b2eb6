"use client";
// Player quizzes: the list (published or draft, questions, end) with publish, edit and delete, and
// the editor dialog (the quiz's texts, its end, and its questions with answers one per line).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useFieldArray, useWatch, type Control } from "react-hook-form";
import { EyeIcon, EyeOffIcon, PlusIcon, PuzzleIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CheckField, DeleteButton, EditButton, FormActions, FormDialog, useSaved } from "@/components/console/form-kit";
import { deletePlayerQuizAction, savePlayerQuizAction, setPlayerQuizPublishedAction } from "@/lib/activities/console/player-quizzes/actions";
import type { ConsolePlayerQuiz } from "@/lib/activities/console/player-quizzes/queries";
import { blankPlayerQuestion, playerQuizFormSchema, type PlayerQuizFormInput } from "@/lib/activities/console/player-quizzes/schemas";
import { ConsoleSection } from "../../../../_components/console-page";

const NEW_QUIZ: PlayerQuizFormInput = { id: null, name: "", description: "", quizTitle: "", quizSynopsis: "", expiration: "", published: false, questions: [blankPlayerQuestion()] };

const ends = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} às ${local.slice(11)}`;

export function QuizManager({ stationId, quizzes }: { stationId: number; quizzes: ConsolePlayerQuiz[] }) {
  const [editing, setEditing] = useState<PlayerQuizFormInput | null>(null);
  return (
    <ConsoleSection
      title={`${quizzes.length} ${quizzes.length === 1 ? "quiz" : "quizzes"}`}
      actions={
        <Button onClick={() => setEditing(NEW_QUIZ)}>
          <PlusIcon className="size-5" aria-hidden />
          Novo quiz
        </Button>
      }
    >
      {quizzes.length === 0 ? (
        <EmptyState icon={PuzzleIcon} text="Nenhum quiz de treino. Crie um para os membros testarem o que sabem." />
      ) : (
        <ul className="divide-y divide-line">
          {quizzes.map(({ form, questionCount, live, expired }) => (
            <li key={form.id} className="flex flex-wrap items-center gap-4 py-4">
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-bold break-words text-ink">{form.name}</p>
                <p className="text-sm break-words text-ink-muted">{form.quizTitle}</p>
                <div className="mt-1 flex flex-wrap gap-2">
                  <Badge variant={live ? "success" : "neutral"}>{!form.published ? "Rascunho" : expired ? "Encerrado" : "Publicado"}</Badge>
                  <Badge variant="neutral">
                    {questionCount} {questionCount === 1 ? "pergunta" : "perguntas"}
                  </Badge>
                  {form.expiration && <Badge variant="neutral">{`${expired ? "Terminou em" : "Até"} ${ends(form.expiration)}`}</Badge>}
                </div>
              </div>
              <div className="flex flex-wrap gap-1">
                <PublishButton stationId={stationId} id={form.id} name={form.name} published={form.published ?? false} />
                <EditButton label={`Editar o quiz ${form.name}`} onClick={() => setEditing(form)} />
                <DeleteButton stationId={stationId} id={form.id} what={`o quiz “${form.name}”`} action={deletePlayerQuizAction} done="Quiz excluído." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <QuizForm key={editing.id ?? "new"} stationId={stationId} initial={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function PublishButton({ stationId, id, name, published }: { stationId: number; id: number; name: string; published: boolean }) {
  const router = useRouter();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  async function toggle() {
    setPending(true);
    try {
      const result = await setPlayerQuizPublishedAction({ stationId, id, published: !published });
      if (!result.ok) return toast(result.message, "error");
      toast(published ? `“${name}” saiu da página dos membros.` : `“${name}” foi publicado.`);
      router.refresh();
    } finally {
      setPending(false);
    }
  }
  return (
    <Button type="button" size="sm" variant={published ? "ghost" : "outline"} onClick={toggle} disabled={pending || !ready} aria-label={`${published ? "Despublicar" : "Publicar"} ${name}`}>
      {published ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
      {pending ? "Salvando..." : published ? "Despublicar" : "Publicar"}
    </Button>
  );
}

type QuestionErrors = Partial<Record<keyof PlayerQuizFormInput["questions"][number], { message?: string }>>;

function QuizForm({ stationId, initial, onClose }: { stationId: number; initial: PlayerQuizFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: playerQuizFormSchema,
    action: (values) => savePlayerQuizAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Quiz salvo." : "Quiz criado.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const questions = useFieldArray({ control, name: "questions" });
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar quiz" : "Novo quiz"} description="O membro responde cada pergunta até acertar; no fim vê quantas acertou de primeira." wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Nome na lista" {...register("name")} error={errors.name?.message} maxLength={120} />
          <TextField label="Título na abertura" {...register("quizTitle")} error={errors.quizTitle?.message} maxLength={200} />
        </div>
        <TextareaField label="Descrição na lista" rows={2} {...register("description")} error={errors.description?.message} />
        <TextareaField label="Apresentação" hint="Texto da tela de abertura, antes de “Começar”." rows={2} {...register("quizSynopsis")} error={errors.quizSynopsis?.message} />
        <TextField label="Fim" type="datetime-local" hint="Horário de Brasília. Depois dele o quiz sai da página. Em branco: sem data para acabar." className="max-w-sm" {...register("expiration")} error={errors.expiration?.message} />

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-bold text-ink">Perguntas</legend>
          {errors.questions?.message && <p className="text-sm font-semibold text-red-700">{errors.questions.message}</p>}
          {questions.fields.map((field, i) => {
            const e = (errors.questions?.[i] ?? {}) as QuestionErrors;
            return (
              <div key={field.id} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-bold text-ink">Pergunta {i + 1}</p>
                  {questions.fields.length > 1 && (
                    <Button type="button" variant="ghost" size="sm" className="text-red-700" onClick={() => questions.remove(i)} aria-label={`Remover a pergunta ${i + 1}`}>
                      <Trash2Icon className="size-4" aria-hidden />
                    </Button>
                  )}
                </div>
                <TextField label="Pergunta" {...register(`questions.${i}.question`)} error={e.question?.message} />
                <div className="grid gap-3 md:grid-cols-[1fr_12rem]">
                  <TextareaField
                    label="Respostas"
                    hint="Uma por linha, de 2 a 8. Com fotos, o endereço de cada imagem enviada."
                    rows={4}
                    {...register(`questions.${i}.answers`)}
                    error={e.answers?.message}
                  />
                  <div className="flex flex-col gap-3">
                    <SelectField label="Tipo" {...register(`questions.${i}.questionType`)}>
                      <option value="text">Texto</option>
                      <option value="photo">Fotos</option>
                    </SelectField>
                    <CorrectAnswer control={control} index={i} error={e.correctAnswer?.message} />
                  </div>
                </div>
                <TextareaField label="Explicação" hint="Aparece depois que o membro acerta." rows={2} {...register(`questions.${i}.explanation`)} error={e.explanation?.message} />
                <div className="grid gap-3 md:grid-cols-2">
                  <TextField label="Mensagem ao acertar" placeholder="Resposta certa!" {...register(`questions.${i}.messageForCorrectAnswer`)} error={e.messageForCorrectAnswer?.message} />
                  <TextField label="Mensagem ao errar" placeholder="Resposta errada. Tente novamente!" {...register(`questions.${i}.messageForIncorrectAnswer`)} error={e.messageForIncorrectAnswer?.message} />
                </div>
              </div>
            );
          })}
          <Button type="button" variant="outline" className="self-start" onClick={() => questions.append(blankPlayerQuestion())} disabled={questions.fields.length >= 50}>
            <PlusIcon className="size-4" aria-hidden />
            Adicionar pergunta
          </Button>
        </fieldset>

        <Controller control={control} name="published" render={({ field }) => <CheckField label="Publicado" hint="Desmarcado, o quiz fica como rascunho e os membros não o veem." checked={field.value ?? false} onChange={field.onChange} />} />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

/** The right answer, picked among the answers typed so far ("1. Azul"). */
function CorrectAnswer({ control, index, error }: { control: Control<PlayerQuizFormInput>; index: number; error?: string }) {
  const raw = useWatch({ control, name: `questions.${index}.answers` });
  const answers = (Array.isArray(raw) ? raw : String(raw ?? "").split(/\r?\n/)).map((a) => a.trim()).filter(Boolean);
  return (
    <Controller
      control={control}
      name={`questions.${index}.correctAnswer`}
      render={({ field }) => (
        <SelectField label="Resposta certa" name={field.name} value={String(field.value ?? 1)} onChange={(ev) => field.onChange(Number(ev.target.value))} onBlur={field.onBlur} error={error}>
          {(answers.length ? answers : [""]).map((a, n) => (
            <option key={n} value={n + 1}>
              {a ? `${n + 1}. ${a.length > 30 ? `${a.slice(0, 29)}…` : a}` : String(n + 1)}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

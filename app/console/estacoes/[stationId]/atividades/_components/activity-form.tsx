"use client";
// The main form of an activity (create and edit): the fields every type has, plus the ones its
// type shows. The same zod schema as the action; pt-BR errors beside the fields.
import { TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { createActivityAction, updateActivityAction } from "@/lib/activities/console/actions";
import { attemptsWarning, limitFieldValue, limitHint } from "@/lib/activities/console/participation-limit";
import { activityFieldsSchema, fieldsForType, type ActivityFields } from "@/lib/activities/console/schemas";
import { isResearchType } from "@/lib/activities/console/tabs";
import { CentsField, ImageField, ToggleField } from "@/components/console/form-controls";
import { ACTIVITY_EXPIRY_LABELS, EXPIRY_MONTHS_MAX, expiryPhrase } from "@/lib/wallet/expiry-schema";

const LABELS = {
  name: "Nome",
  description: "Descrição",
  rules: "Regulamento",
  points: "Recompensa",
  limitPerUser: "Limite por membro",
  participationStart: "Início",
  participationEnd: "Fim",
  feedbackMessage: "Mensagem depois de participar",
  clickMeLabel: "Texto do botão",
  discountDelivery: "Desconto na entrega",
  additionalCashback: "Cashback adicional",
  pointsExpiryMode: "Validade dos pontos",
  pointsExpiryMonths: "Meses até vencer",
};

const HTML_HINT = "Separe parágrafos com uma linha em branco. Aceita <strong>, <em>, <a href> e listas; o resto é removido ao salvar.";

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
      <legend className="float-left mb-1 w-full text-lg font-bold text-ink">{title}</legend>
      {description && <p className="clear-both mb-5 text-sm text-ink-muted">{description}</p>}
      <div className="clear-both grid gap-5">{children}</div>
    </fieldset>
  );
}

/** Plain paragraphs typed without tags become <p>s; HTML is kept as written (sanitised on save). */
function toHtml(text: string): string {
  if (!text.trim() || /<\w+[^>]*>/.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The reverse of toHtml for text it wrote (only paragraphs and line breaks): the owner edits text, not tags. */
function toEditable(html: string): string {
  if (!/^(<p>[^<]*(<br>[^<]*)*<\/p>)+$/.test(html)) return html;
  return html
    .slice(3, -4)
    .split("</p><p>")
    .map((p) => p.replace(/<br>/g, "\n").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"))
    .join("\n\n");
}

export function ActivityForm({
  stationId,
  typeId,
  activityId,
  defaultValues,
  lotties,
  stationExpiryMonths = null,
}: {
  stationId: number;
  typeId: number;
  /** Absent: a new activity (saved as a draft). */
  activityId?: number;
  defaultValues: ActivityFields;
  lotties: { id: number; name: string }[];
  /** The station's rule (null: never), said beside "Seguir a regra da estação". */
  stationExpiryMonths?: number | null;
}) {
  const router = useRouter();
  const shown = fieldsForType(typeId);
  const { form, submit, pending, ready } = useActionForm({
    schema: activityFieldsSchema,
    defaultValues: { ...defaultValues, description: toEditable(defaultValues.description), rules: toEditable(defaultValues.rules) } as never,
    labels: LABELS,
    action: async (values: ActivityFields) => {
      const data = { ...values, description: toHtml(values.description), rules: toHtml(values.rules), stationId };
      if (activityId) {
        const result = await updateActivityAction({ ...data, id: activityId });
        return result.ok ? { ok: true as const, data: { id: activityId } } : result;
      }
      return createActivityAction({ ...data, typeId });
    },
    onSuccess: (data: { id: number }) => {
      if (activityId) {
        toast("Atividade salva.");
        router.refresh();
        return;
      }
      toast("Atividade criada como rascunho.");
      const next = `/estacoes/${stationId}/atividades/${data.id}${isResearchType(typeId) ? "/pesquisa" : ""}`;
      router.push(next);
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors as Partial<Record<keyof ActivityFields, { message?: string }>>;
  // How often the activity pays, said while the owner types: the limit's hint, and a warning when
  // the texts promise attempts that would each pay.
  const [limitValue, description, rules, points, expiryMode] = useWatch({ control, name: ["limitPerUser", "description", "rules", "points", "pointsExpiryMode"] }) as unknown[];
  const limit = limitFieldValue(limitValue);
  const warning =
    limit === undefined
      ? null
      : attemptsWarning({ typeId, points: typeof points === "number" ? points : 0, limitPerUser: limit, description: String(description ?? ""), rules: shown.rules ? String(rules ?? "") : "" });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Section title="Informações" description="O que o membro vê no card e na página da atividade.">
        <TextField label={LABELS.name} {...register("name")} error={errors.name?.message} maxLength={120} autoComplete="off" />
        <TextareaField label={LABELS.description} rows={6} {...register("description")} error={errors.description?.message} hint={HTML_HINT} />
        <ImageField control={control} name="image" label="Imagem" hint="JPG, PNG ou GIF de até 3 MB. Aparece no card e no topo da atividade." stationId={stationId} />
        {shown.rules && <TextareaField label={LABELS.rules} rows={5} {...register("rules")} error={errors.rules?.message} hint="Deixe em branco para esconder a aba Regulamento." />}
      </Section>

      <Section title="Participação" description="Quanto vale, quando e quantas vezes cada membro pode participar.">
        <div className="grid gap-5 md:grid-cols-2">
          {shown.points && (
            <CentsField control={control} name="points" label={LABELS.points} hint={isResearchType(typeId) && typeId !== 12 && typeId !== 7 && typeId !== 8 && typeId !== 9 ? "Paga a quem acertar pelo menos 50%." : "Creditada quando o membro conclui a atividade."} />
          )}
          {shown.additionalCashback && (
            <CentsField control={control} name="additionalCashback" label={LABELS.additionalCashback} hint="Somado à recompensa e creditado uma vez por pedido pago desta atividade, qualquer que seja a quantidade." />
          )}
          <TextField
            label={LABELS.limitPerUser}
            inputMode="numeric"
            {...register("limitPerUser")}
            error={errors.limitPerUser?.message}
            hint={limit === null ? <span className="font-bold text-amber-900">{limitHint(typeId, limit)}</span> : limitHint(typeId, limit)}
          />
          <TextField label={LABELS.participationStart} type="datetime-local" {...register("participationStart")} error={errors.participationStart?.message} hint="Horário de Brasília. Em branco: já começa." />
          <TextField label={LABELS.participationEnd} type="datetime-local" {...register("participationEnd")} error={errors.participationEnd?.message} hint="Em branco: sem data para acabar." />
        </div>
        {warning && (
          <p role="status" className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {warning}
          </p>
        )}
        {shown.points && (
          <div className="grid gap-5 md:grid-cols-2">
            <SelectField
              label={LABELS.pointsExpiryMode}
              {...register("pointsExpiryMode")}
              hint={`Vale para os créditos a partir de agora. Regra da estação: os pontos ${expiryPhrase(stationExpiryMonths)}.`}
            >
              {Object.entries(ACTIVITY_EXPIRY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            {expiryMode === "months" && (
              <TextField label={LABELS.pointsExpiryMonths} inputMode="numeric" {...register("pointsExpiryMonths")} error={errors.pointsExpiryMonths?.message} hint={`De 1 a ${EXPIRY_MONTHS_MAX} meses, contados do dia do crédito.`} />
            )}
          </div>
        )}
        <ToggleField control={control} name="commentsAndLikesEnabled" label="Curtidas e comentários" hint="Os membros podem curtir e comentar na página da atividade." />
      </Section>

      <Section title="Divulgação" description="Onde a atividade aparece além da lista de atividades.">
        <ToggleField control={control} name="featured" label="Destaque na página inicial" hint="Entra no carrossel de destaques dos membros." />
        <ToggleField control={control} name="isPublic" label="Visível no site público" hint="Visitantes veem a página da atividade e são convidados a se cadastrar." />
        <div className="grid gap-5 md:grid-cols-2">
          <ImageField control={control} name="featuredImage" label="Imagem do destaque" hint="Opcional; sem ela o carrossel usa a imagem da atividade." stationId={stationId} />
          {shown.clickMeLabel && <TextField label={LABELS.clickMeLabel} {...register("clickMeLabel")} error={errors.clickMeLabel?.message} maxLength={40} hint={typeId === 13 ? "Botão que abre o link. Padrão: Acessar." : "Botão do carrossel. Padrão: Participar."} />}
        </div>
      </Section>

      <Section title="Depois de participar" description="A mensagem da janela que abre quando o membro conclui.">
        <TextareaField label={LABELS.feedbackMessage} rows={3} {...register("feedbackMessage")} error={errors.feedbackMessage?.message} />
        <Controller
          control={control}
          name="feedbackLottieId"
          render={({ field }) => (
            <SelectField label="Animação" value={field.value == null ? "" : String(field.value)} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)} onBlur={field.onBlur} name={field.name}>
              <option value="">Sem animação</option>
              {lotties.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name || `Animação ${l.id}`}
                </option>
              ))}
            </SelectField>
          )}
        />
      </Section>

      {shown.delivery && (
        <Section title="Entrega" description="Como os produtos desta atividade chegam ao membro.">
          <CentsField control={control} name="discountDelivery" label={LABELS.discountDelivery} />
          <ToggleField control={control} name="digitalProduct" label="Produto digital" hint="Sem etapa de entrega nem frete no carrinho." />
          <ToggleField control={control} name="onlyOneProduct" label="Um produto por pedido" />
        </Section>
      )}

      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center justify-end gap-3 rounded-2xl bg-slate-100/90 px-2 py-3 backdrop-blur">
        <Button type="button" variant="ghost" onClick={() => router.push(`/estacoes/${stationId}/atividades`)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : activityId ? "Salvar alterações" : "Criar rascunho"}
        </Button>
      </div>
    </form>
  );
}

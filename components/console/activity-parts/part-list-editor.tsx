"use client";
// The list editor of one kind of activity part (products, coupons, course, invite rules,
// contents, videos, links, delivery locations): the items as cards, "Adicionar" and "Editar" in a
// dialog whose form validates with the same schema the action parses, "Excluir" after a question,
// and, for videos and links, the order by drag and drop or "Mover para cima/baixo".
import { ImageIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedFormField, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SortableList } from "@/components/ui/sortable-list";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import type { ActionResult } from "@/lib/actions/result";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import {
  deleteContentAction,
  deleteCouponAction,
  deleteCourseAction,
  deleteDeliveryLocationAction,
  deleteInviteRuleAction,
  deleteLinkAction,
  deleteProductAction,
  deleteVideoAction,
  reorderPartsAction,
  saveContentAction,
  saveCouponAction,
  saveCourseAction,
  saveDeliveryLocationAction,
  saveInviteRuleAction,
  saveLinkAction,
  saveProductAction,
  saveVideoAction,
} from "@/lib/activities/console/parts/actions";
import {
  contentSchema,
  couponSchema,
  courseSchema,
  deliveryLocationSchema,
  inviteRuleSchema,
  linkSchema,
  productSchema,
  VIDEO_PROVIDER_LABELS,
  VIDEO_PROVIDERS,
  videoSchema,
} from "@/lib/activities/console/parts/schemas";
import { StationImage } from "@/components/ui/station-image";

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  kind: "text" | "url" | "textarea" | "money" | "int" | "datetime" | "checkbox" | "select" | "image";
  options?: { value: string; label: string }[];
  /** Half a row on wide screens. */
  half?: boolean;
};

type AnySchema = z.ZodType<FieldValues, FieldValues>;
type Save = (input: never) => Promise<ActionResult<unknown>>;

interface EditorSpec {
  schema: AnySchema;
  save: Save;
  remove: Save;
  fields: FieldSpec[];
  /** "o produto": the noun with its article, for titles and messages. */
  noun: { the: string; a: string; saved: string };
  addLabel: string;
  empty: string;
  removeNote?: string;
  order?: "video" | "link";
  defaults: Record<string, unknown>;
  /** At most this many items (one course, one link). */
  max?: number;
}

export type PartEditorKind = "product" | "coupon" | "course" | "inviteRule" | "content" | "video" | "link" | "delivery";

const EDITORS: Record<PartEditorKind, EditorSpec> = {
  product: {
    schema: productSchema as unknown as AnySchema,
    save: saveProductAction as Save,
    remove: deleteProductAction as Save,
    fields: [
      { name: "name", label: "Nome do produto", kind: "text" },
      { name: "image", label: "Imagem do produto", kind: "image" },
      { name: "value", label: "Preço", kind: "money", half: true },
      { name: "discountValue", label: "Desconto", kind: "money", half: true, hint: "Sai do preço na compra; deixe R$ 0,00 para nenhum." },
      { name: "stock", label: "Estoque", kind: "int", half: true, hint: "Unidades à venda agora." },
      { name: "limit", label: "Limite por pedido", kind: "int", half: true, hint: "Quantas unidades um membro leva num pedido." },
    ],
    noun: { the: "o produto", a: "um produto", saved: "Produto salvo." },
    addLabel: "Adicionar produto",
    empty: "Nenhum produto ainda. Adicione o primeiro para abrir a loja.",
    removeNote: "Pedidos já feitos continuam com o nome e o preço da compra.",
    defaults: { name: "", image: null, value: "", discountValue: "R$ 0,00", stock: "", limit: "10" },
  },
  coupon: {
    schema: couponSchema as unknown as AnySchema,
    save: saveCouponAction as Save,
    remove: deleteCouponAction as Save,
    fields: [
      { name: "newPrice", label: "Preço do cupom", kind: "money", half: true },
      { name: "stock", label: "Estoque", kind: "int", half: true, hint: "Em branco: sem limite." },
    ],
    noun: { the: "o cupom", a: "um cupom", saved: "Cupom salvo." },
    addLabel: "Adicionar cupom",
    empty: "Nenhum cupom ainda.",
    removeNote: "Cupons já comprados continuam válidos.",
    defaults: { newPrice: "", stock: "" },
  },
  course: {
    schema: courseSchema as unknown as AnySchema,
    save: saveCourseAction as Save,
    remove: deleteCourseAction as Save,
    fields: [
      { name: "price", label: "Preço", kind: "money", half: true },
      { name: "discountPrice", label: "Preço com desconto", kind: "money", half: true },
      { name: "date", label: "Data e hora", kind: "datetime", hint: "Horário de Brasília." },
      { name: "rules", label: "Regras do curso", kind: "textarea", hint: "Aceita HTML simples (negrito, listas, links)." },
    ],
    noun: { the: "o curso", a: "um curso", saved: "Curso salvo." },
    addLabel: "Adicionar turma",
    empty: "Nenhuma turma ainda.",
    removeNote: "Inscrições já feitas continuam registradas.",
    defaults: { price: "", discountPrice: "R$ 0,00", date: "", rules: "" },
  },
  inviteRule: {
    schema: inviteRuleSchema as unknown as AnySchema,
    save: saveInviteRuleAction as Save,
    remove: deleteInviteRuleAction as Save,
    fields: [
      { name: "code", label: "Código do convite", kind: "text", hint: "Vai no link de convite; único nesta estação." },
      { name: "pointsInviter", label: "Pontos de quem convida", kind: "int", half: true },
      { name: "pointsInvited", label: "Pontos de quem é convidado", kind: "int", half: true },
    ],
    noun: { the: "a regra", a: "uma regra", saved: "Regra de indicação salva." },
    addLabel: "Adicionar regra",
    empty: "Nenhuma regra de indicação ainda. Sem regra, o convite não dá pontos.",
    defaults: { code: "", pointsInviter: "", pointsInvited: "" },
    max: 1,
  },
  content: {
    schema: contentSchema as unknown as AnySchema,
    save: saveContentAction as Save,
    remove: deleteContentAction as Save,
    fields: [
      { name: "text", label: "Texto", kind: "textarea", hint: "Aceita HTML simples (negrito, listas, links)." },
      { name: "link", label: "Link \"Saiba mais\"", kind: "url", hint: "Opcional." },
    ],
    noun: { the: "o bloco", a: "um bloco", saved: "Conteúdo salvo." },
    addLabel: "Adicionar bloco",
    empty: "Nenhum bloco de conteúdo ainda.",
    defaults: { text: "", link: "" },
  },
  video: {
    schema: videoSchema as unknown as AnySchema,
    save: saveVideoAction as Save,
    remove: deleteVideoAction as Save,
    fields: [
      { name: "name", label: "Título do vídeo", kind: "text" },
      { name: "provider", label: "Onde está o vídeo", kind: "select", options: VIDEO_PROVIDERS.map((p) => ({ value: p, label: VIDEO_PROVIDER_LABELS[p] })), half: true },
      { name: "source", label: "Link do vídeo", kind: "text", half: true, hint: "Cole o link da página do vídeo." },
      { name: "description", label: "Descrição", kind: "textarea" },
      { name: "required", label: "Obrigatório: os vídeos seguintes ficam bloqueados até este ser assistido", kind: "checkbox" },
    ],
    noun: { the: "o vídeo", a: "um vídeo", saved: "Vídeo salvo." },
    addLabel: "Adicionar vídeo",
    empty: "Nenhum vídeo na playlist ainda.",
    order: "video",
    defaults: { name: "", provider: "youtube", source: "", description: "", required: false },
  },
  link: {
    schema: linkSchema as unknown as AnySchema,
    save: saveLinkAction as Save,
    remove: deleteLinkAction as Save,
    fields: [{ name: "url", label: "Endereço", kind: "url", hint: "O membro é levado ao primeiro link da lista." }],
    noun: { the: "o link", a: "um link", saved: "Link salvo." },
    addLabel: "Adicionar link",
    empty: "Nenhum link ainda. Sem link, o cartão da atividade não leva a lugar nenhum.",
    order: "link",
    defaults: { url: "" },
  },
  delivery: {
    schema: deliveryLocationSchema as unknown as AnySchema,
    save: saveDeliveryLocationAction as Save,
    remove: deleteDeliveryLocationAction as Save,
    fields: [
      { name: "name", label: "Nome", kind: "text", half: true },
      { name: "price", label: "Frete", kind: "money", half: true, hint: "De R$ 1,50 a R$ 500,00; um ponto de retirada pode ser grátis." },
      { name: "delivery", label: "Entrega no endereço do membro (desmarque para ponto de retirada)", kind: "checkbox" },
      { name: "street", label: "Endereço do ponto de retirada", kind: "text", half: true },
      { name: "streetNumber", label: "Número", kind: "text", half: true },
      { name: "zipcode", label: "CEP", kind: "text", half: true },
      { name: "helperLabelField1", label: "Campo extra 1 (ex.: Bloco)", kind: "text", half: true },
      { name: "helperLabelField2", label: "Campo extra 2 (ex.: Apartamento)", kind: "text", half: true },
      {
        name: "cepRanges",
        label: "Faixas de CEP atendidas",
        kind: "textarea",
        hint: "Uma por linha, como 01000-000 a 05999-999 (ou um só CEP). O checkout escolhe a região pelo CEP do endereço.",
      },
      {
        name: "cities",
        label: "Cidades atendidas",
        kind: "textarea",
        hint: "Uma por linha, como Campinas/SP. Sem faixas nem cidades, a região atende os CEPs que nenhuma outra região atende.",
      },
    ],
    noun: { the: "o local", a: "um local", saved: "Local de entrega salvo." },
    addLabel: "Adicionar local",
    empty: "Nenhum local de entrega ainda. Sem local, o membro não consegue fechar o pedido.",
    removeNote: "Pedidos já feitos mantêm o local e o frete escolhidos.",
    defaults: { name: "", price: "R$ 0,00", delivery: true, street: "", streetNumber: "", zipcode: "", helperLabelField1: "", helperLabelField2: "", cepRanges: "", cities: "" },
  },
};

export interface PartItem {
  id: number;
  title: string;
  details: string[];
  badges: { text: string; variant?: "success" | "warning" | "danger" | "neutral" | "soft" }[];
  image?: string | null;
  /** The form's values for "Editar". */
  values: Record<string, unknown>;
}

/** `without`: fields this activity's type does not use (a delivery order's products have no discount). */
export function PartListEditor({ kind, stationId, activityId, items, without = [] }: { kind: PartEditorKind; stationId: number; activityId: number; items: PartItem[]; without?: string[] }) {
  const spec = without.length ? { ...EDITORS[kind], fields: EDITORS[kind].fields.filter((f) => !without.includes(f.name)) } : EDITORS[kind];
  const router = useRouter();
  const [editing, setEditing] = useState<PartItem | "new" | null>(null);
  const canAdd = spec.max === undefined || items.length < spec.max;

  const remove = async (item: PartItem) => {
    const result = await spec.remove({ stationId, activityId, id: item.id } as never);
    if (!result.ok) return void toast(result.message, "error");
    toast(`${capitalize(spec.noun.the)} foi excluído.`.replace(/^(A .*)excluído/, "$1excluída"));
    router.refresh();
  };

  const reorder = async (ids: number[]) => {
    const result = await reorderPartsAction({ stationId, activityId, kind: spec.order!, ids });
    if (!result.ok) {
      toast(result.message, "error");
      return false;
    }
    toast("Ordem salva.");
    router.refresh();
    return true;
  };

  const card = (item: PartItem) => (
    <div className="flex min-w-0 items-center gap-3">
      {kind === "product" && (
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100">
          {item.image ? <StationImage src={item.image} alt="" fill className="object-cover" /> : <ImageIcon className="size-6 text-ink-muted" aria-hidden />}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-bold break-words text-ink">{item.title}</p>
        {item.details.length > 0 && <p className="mt-0.5 text-sm text-ink-muted">{item.details.join(" · ")}</p>}
        {item.badges.length > 0 && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {item.badges.map((b) => (
              <Badge key={b.text} variant={b.variant ?? "neutral"}>
                {b.text}
              </Badge>
            ))}
          </div>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(item)} aria-label={`Editar ${item.title}`}>
          <PencilIcon className="size-4" aria-hidden />
          <span className="hidden sm:inline">Editar</span>
        </Button>
        <ConfirmDelete label={`Excluir ${item.title}`} title={`Excluir ${spec.noun.the}?`} description={`“${item.title}” sai desta atividade. ${spec.removeNote ?? ""}`.trim()} withText onConfirm={() => remove(item)} />
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <EmptyState
          text={spec.empty}
          action={
            <Button type="button" onClick={() => setEditing("new")}>
              <PlusIcon className="size-4" aria-hidden />
              {spec.addLabel}
            </Button>
          }
        />
      ) : (
        <>
          {spec.order ? (
            <SortableList items={items} nameOf={(i) => i.title} onReorder={reorder} numbered label={`Ordem: ${spec.addLabel.replace("Adicionar ", "")}s`}>
              {(item) => card(item)}
            </SortableList>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <li key={item.id} className="rounded-2xl border border-line bg-white p-3">
                  {card(item)}
                </li>
              ))}
            </ul>
          )}
          {canAdd && (
            <div>
              <Button type="button" variant="outline" onClick={() => setEditing("new")}>
                <PlusIcon className="size-4" aria-hidden />
                {spec.addLabel}
              </Button>
            </div>
          )}
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent showClose className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          {editing !== null && (
            <PartForm
              key={editing === "new" ? "new" : editing.id}
              spec={spec}
              stationId={stationId}
              activityId={activityId}
              item={editing === "new" ? null : editing}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
            />
          )}
        </DialogContent>
      </Dialog>

    </div>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function PartForm({ spec, stationId, activityId, item, onDone }: { spec: EditorSpec; stationId: number; activityId: number; item: PartItem | null; onDone: () => void }) {
  const { form, submit, pending, ready } = useActionForm({
    schema: spec.schema,
    action: spec.save as (values: FieldValues) => Promise<ActionResult<unknown>>,
    defaultValues: { ...spec.defaults, ...(item?.values ?? {}), stationId, activityId, ...(item ? { id: item.id } : {}) },
    labels: Object.fromEntries(spec.fields.map((f) => [f.name, f.label])),
    onSuccess: () => {
      toast(spec.noun.saved);
      onDone();
    },
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const isPickup = spec.fields.some((f) => f.name === "delivery") && form.watch("delivery") === false;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div>
        <DialogTitle>{item ? `Editar ${spec.noun.the.replace(/^(o|a) /, "")}` : capitalize(spec.addLabel.toLowerCase())}</DialogTitle>
        <DialogDescription className="mt-1">{item ? item.title : `Preencha e salve para incluir ${spec.noun.a} nesta atividade.`}</DialogDescription>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((f) => {
          if (["street", "streetNumber", "zipcode"].includes(f.name) && spec.fields.some((x) => x.name === "delivery") && !isPickup) return null;
          if (["cepRanges", "cities"].includes(f.name) && isPickup) return null;
          const error = errors[f.name]?.message;
          const wide = f.half ? "" : "sm:col-span-2";
          switch (f.kind) {
            case "money":
              return <MaskedFormField key={f.name} control={form.control} name={f.name} label={f.label} hint={f.hint} mask="brl" className={wide} />;
            case "int":
              return <TextField key={f.name} label={f.label} hint={f.hint} error={error} inputMode="numeric" className={wide} {...form.register(f.name)} />;
            case "datetime":
              return <TextField key={f.name} type="datetime-local" label={f.label} hint={f.hint} error={error} className={wide} {...form.register(f.name)} />;
            case "url":
              return <TextField key={f.name} type="url" inputMode="url" placeholder="https://" label={f.label} hint={f.hint} error={error} className={wide} {...form.register(f.name)} />;
            case "textarea":
              return <TextareaField key={f.name} rows={5} label={f.label} hint={f.hint} error={error} className={wide} {...form.register(f.name)} />;
            case "select":
              return (
                <SelectField key={f.name} label={f.label} hint={f.hint} error={error} className={wide} {...form.register(f.name)}>
                  {f.options!.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
              );
            case "checkbox":
              return (
                <Controller
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  render={({ field }) => (
                    <CheckboxField
                      label={<span>{f.label}</span>}
                      className="items-start gap-3 text-sm text-ink sm:col-span-2"
                      checkboxClassName="mt-0.5"
                      checked={field.value === true}
                      onCheckedChange={(c) => field.onChange(c === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              );
            case "image":
              return (
                <div key={f.name} className={wide}>
                  <Controller
                    control={form.control}
                    name={f.name}
                    render={({ field }) => (
                      <ImageUploadField
                        uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
                        maxBytes={IMAGE_LIMITS.contentImage}
                        value={(field.value as string | null) ?? null}
                        onChange={(url) => field.onChange(url)}
                        label={f.label}
                        hint="JPG, PNG ou GIF, até 3 MB."
                        kind="logo"
                        emptyText="Nenhuma imagem"
                        pickLabel="Escolher imagem"
                      />
                    )}
                  />
                  {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
                </div>
              );
            default:
              return <TextField key={f.name} label={f.label} hint={f.hint} error={error} className={wide} {...form.register(f.name)} />;
          }
        })}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : "Salvar"}
        </Button>
      </div>
    </form>
  );
}

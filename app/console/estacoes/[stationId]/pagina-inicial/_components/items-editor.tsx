"use client";
// The items of one section (cards, blocks, steps, the app image, the media): in order, dragged or
// moved with the arrows, each edited in a dialog with the fields its section's kind shows.
import { ImageIcon, PencilIcon, PlusIcon, SquareStackIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { createItemAction, deleteItemAction, reorderItemsAction, updateItemAction } from "@/lib/content/console/actions";
import { itemSchema, LINK_TYPE_LABELS, LINK_TYPES, type ItemInput, type SectionKind } from "@/lib/content/console/schemas";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { SortableList } from "@/components/ui/sortable-list";
import { CheckField } from "./fields";
import { perform } from "./perform";
import { StationImage } from "@/components/ui/station-image";

export interface ItemRow {
  id: number;
  name: string | null;
  description: string | null;
  image: string | null;
  videoId: string | null;
  linkType: ItemInput["linkType"];
  externalLink: string | null;
  buttonLabel: string | null;
  imageLeft: boolean;
  aboutSectionId: number | null;
}

export function ItemsEditor({
  stationId,
  sectionId,
  kind,
  items,
  aboutPages,
}: {
  stationId: number;
  sectionId: number;
  kind: SectionKind;
  items: ItemRow[];
  aboutPages: { id: number; name: string }[];
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<ItemRow | "new" | null>(null);
  const full = kind.maxItems === 1 && items.length >= 1;
  const label = kind.itemName.toLowerCase();
  const nameOf = (item: ItemRow) => `${kind.itemName} ${item.name ?? ""}`.trim();
  const add = (
    <Button type="button" variant="outline" onClick={() => setEditing("new")}>
      <PlusIcon className="size-4" aria-hidden />
      Adicionar {label}
    </Button>
  );
  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon={SquareStackIcon} text={`Esta seção ainda não tem ${kind.maxItems === 1 ? label : "itens"}. Sem ${kind.maxItems === 1 ? "ele" : "itens"}, ela não aparece completa no site.`} action={add} />
      ) : (
        <>
          <SortableList
            label={`Itens da seção, na ordem em que aparecem`}
            items={items}
            nameOf={nameOf}
            onReorder={async (ids) => {
              const ok = await perform(reorderItemsAction({ stationId, sectionId, ids }), "Ordem dos itens salva.");
              if (ok) router.refresh();
              return ok;
            }}
            actions={(item) => (
              <>
                <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(item)} aria-label={`Editar ${nameOf(item)}`}>
                  <PencilIcon className="size-4" aria-hidden />
                  Editar
                </Button>
                <ConfirmDelete
                  label={`Excluir ${nameOf(item)}`}
                  title={`Excluir este ${label}?`}
                  description={`"${item.name ?? kind.itemName}" sai da seção. Não dá para desfazer.`}
                  onConfirm={async () => {
                    if (await perform(deleteItemAction({ stationId, id: item.id }), "Item excluído.")) router.refresh();
                  }}
                />
              </>
            )}
          >
            {(item) => (
              <div className="flex items-center gap-3">
                {item.image ? (
                  <StationImage src={item.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl border border-slate-200 object-cover" />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400">
                    <ImageIcon className="size-5" aria-hidden />
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-bold text-ink">{item.name ?? (item.videoId ? "Vídeo" : "Imagem")}</p>
                  {item.description && <p className="line-clamp-1 text-sm text-ink-muted">{item.description}</p>}
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    {item.videoId && <Badge variant="neutral">Vídeo do YouTube</Badge>}
                    {item.linkType !== "nolink" && <Badge variant="neutral">Botão: {item.buttonLabel ?? LINK_TYPE_LABELS[item.linkType]}</Badge>}
                  </p>
                </div>
              </div>
            )}
          </SortableList>
          {!full && <div className="mt-5">{add}</div>}
        </>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent showClose className="max-w-2xl">
          {editing !== null && (
            <ItemForm stationId={stationId} sectionId={sectionId} kind={kind} item={editing === "new" ? null : editing} aboutPages={aboutPages} onDone={() => setEditing(null)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ItemForm({
  stationId,
  sectionId,
  kind,
  item,
  aboutPages,
  onDone,
}: {
  stationId: number;
  sectionId: number;
  kind: SectionKind;
  item: ItemRow | null;
  aboutPages: { id: number; name: string }[];
  onDone: () => void;
}) {
  const router = useRouter();
  const f = kind.itemFields;
  const { form, submit, pending, ready } = useActionForm({
    schema: itemSchema,
    action: (values) => (item ? updateItemAction({ stationId, id: item.id, ...values }) : createItemAction({ stationId, ...values })),
    defaultValues: {
      sectionId,
      name: item?.name ?? "",
      description: item?.description ?? "",
      image: item?.image ?? "",
      video: item?.videoId ?? "",
      linkType: item?.linkType ?? "nolink",
      externalLink: item?.externalLink ?? "",
      buttonLabel: item?.buttonLabel ?? "",
      imageLeft: item?.imageLeft ?? false,
      aboutSectionId: item?.aboutSectionId ?? "",
    },
    labels: { name: "Título", description: "Texto", externalLink: "Endereço do link" },
    onSuccess: () => {
      toast(item ? "Item salvo." : "Item adicionado.", "success");
      onDone();
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const linkType = useWatch({ control: form.control, name: "linkType" });
  const label = kind.itemName.toLowerCase();
  return (
    <>
      <DialogTitle className="text-xl font-bold">{item ? `Editar ${label}` : `Adicionar ${label}`}</DialogTitle>
      <DialogDescription className="mt-1 text-ink-muted">Seção {kind.name}.</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
        <TextField label={f.text ? "Título" : "Descrição da imagem"} hint={f.text ? undefined : "Para quem usa leitor de tela."} {...form.register("name")} error={errors.name?.message} />
        {f.text && <TextareaField label="Texto" rows={3} {...form.register("description")} error={errors.description?.message} counter={{ length: (form.watch("description") ?? "").length, max: 600 }} />}
        {f.image && (
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <div>
                <ImageUploadField
                  label={f.video ? "Imagem (ou capa do vídeo)" : "Imagem"}
                  hint="JPG, PNG ou GIF até 3 MB."
                  uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
                  maxBytes={IMAGE_LIMITS.contentImage}
                  kind="logo"
                  emptyText="Nenhuma imagem"
                  value={field.value || null}
                  onChange={(url) => field.onChange(url ?? "")}
                />
                {errors.image?.message && <p className="mt-2 text-sm font-bold text-red-700">{errors.image.message}</p>}
              </div>
            )}
          />
        )}
        {f.video && <TextField label="Vídeo do YouTube" hint="Cole o endereço do vídeo. Em branco: mostra a imagem." {...form.register("video")} error={errors.video?.message} />}
        {f.imageSide && (
          <Controller
            control={form.control}
            name="imageLeft"
            render={({ field }) => <CheckField label="Imagem à esquerda" hint="Sem marcar, a imagem fica à direita do texto." checked={field.value} onChange={field.onChange} />}
          />
        )}
        {f.link && (
          <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-bold text-ink">Botão</legend>
            <SelectField label="Para onde o botão leva" {...form.register("linkType")} error={errors.linkType?.message}>
              {LINK_TYPES.filter((t) => t !== "additional" || aboutPages.length > 0).map((t) => (
                <option key={t} value={t}>
                  {LINK_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            {linkType === "external" && <TextField label="Endereço do link" type="url" placeholder="https://" {...form.register("externalLink")} error={errors.externalLink?.message} />}
            {linkType === "additional" && (
              <SelectField label="Página Sobre" {...form.register("aboutSectionId")} error={errors.aboutSectionId?.message}>
                <option value="">Escolha a página</option>
                {aboutPages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
            )}
            {linkType !== "nolink" && <TextField label="Texto do botão" hint="Em branco: &quot;Saiba mais&quot;, &quot;Entrar&quot; ou &quot;Cadastrar&quot;." {...form.register("buttonLabel")} error={errors.buttonLabel?.message} />}
          </fieldset>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Salvando..." : item ? "Salvar item" : "Adicionar item"}
          </Button>
        </div>
      </form>
    </>
  );
}

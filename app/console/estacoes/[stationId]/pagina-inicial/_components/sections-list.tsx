"use client";
// The landing's sections in page order: drag (or "Mover para cima/baixo") to reorder, open one to
// edit it and its items, hide it from the public page, delete it; "Adicionar seção" picks a kind.
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { SortableList } from "@/components/ui/sortable-list";
import { EyeIcon, EyeOffIcon, LayoutTemplateIcon, PencilIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { createSectionAction, deleteSectionAction, reorderSectionsAction, setSectionVisibilityAction } from "@/lib/content/console/actions";
import { createSectionSchema, SECTION_KINDS, sectionKind, type SectionInput } from "@/lib/content/console/schemas";
import { perform } from "./perform";

export interface SectionSummary {
  id: number;
  typeId: number;
  title: string | null;
  subtitle: string | null;
  active: boolean;
  itemCount: number;
}

const itemsText = (s: SectionSummary) => {
  const kind = sectionKind(s.typeId);
  if (kind.maxItems === 0) return kind.typeId === 7 ? "Mostra os planos cadastrados" : kind.typeId === 5 ? "Mostra as atividades publicadas" : "Formulário de contato";
  if (s.itemCount === 0) return "Nenhum item ainda";
  return s.itemCount === 1 ? "1 item" : `${s.itemCount} itens`;
};

export function SectionsList({ stationId, sections }: { stationId: number; sections: SectionSummary[] }) {
  const router = useRouter();
  const base = `/estacoes/${stationId}/pagina-inicial`;
  const nameOf = (s: SectionSummary) => `Seção ${s.title ?? sectionKind(s.typeId).name}`;

  return (
    <>
      {sections.length === 0 ? (
        <EmptyState icon={LayoutTemplateIcon} text="Sua página inicial ainda não tem seções. Comece por uma grade de cartões com as vantagens do programa." action={<AddSection stationId={stationId} />} />
      ) : (
        <>
          <SortableList
            label="Seções da página inicial, na ordem em que aparecem"
            items={sections}
            nameOf={nameOf}
            onReorder={async (ids) => {
              const ok = await perform(reorderSectionsAction({ stationId, ids }), "Ordem das seções salva.");
              if (ok) router.refresh();
              return ok;
            }}
            actions={(s) => (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link href={`${base}/secoes/${s.id}`} aria-label={`Editar ${nameOf(s)}`}>
                    <PencilIcon className="size-4" aria-hidden />
                    Editar
                  </Link>
                </Button>
                <button
                  type="button"
                  onClick={async () => {
                    if (await perform(setSectionVisibilityAction({ stationId, id: s.id, active: !s.active }), s.active ? "Seção oculta do site." : "Seção visível no site.")) router.refresh();
                  }}
                  aria-label={`${s.active ? "Ocultar" : "Mostrar"} ${nameOf(s)}`}
                  title={s.active ? "Ocultar do site" : "Mostrar no site"}
                  className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
                >
                  {s.active ? <EyeIcon className="size-4" aria-hidden /> : <EyeOffIcon className="size-4" aria-hidden />}
                </button>
                <ConfirmDelete
                  label={`Excluir ${nameOf(s)}`}
                  title="Excluir esta seção?"
                  description={`"${s.title ?? sectionKind(s.typeId).name}" e ${s.itemCount === 1 ? "o seu item saem" : s.itemCount > 1 ? `os seus ${s.itemCount} itens saem` : "ela sai"} da página inicial. Não dá para desfazer.`}
                  onConfirm={async () => {
                    if (await perform(deleteSectionAction({ stationId, id: s.id }), "Seção excluída.")) router.refresh();
                  }}
                />
              </>
            )}
          >
            {(s, index) => (
              <div className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-bold text-slate-500 tabular-nums">{index + 1}.</span>
                  <Link href={`${base}/secoes/${s.id}`} className="min-w-0 truncate font-bold text-ink hover:underline">
                    {s.title ?? sectionKind(s.typeId).name}
                  </Link>
                  {!s.active && <Badge variant="warning">Oculta</Badge>}
                </div>
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  <Badge variant="neutral">{sectionKind(s.typeId).name}</Badge>
                  <span>{itemsText(s)}</span>
                </p>
              </div>
            )}
          </SortableList>
          <div className="mt-5">
            <AddSection stationId={stationId} />
          </div>
        </>
      )}
    </>
  );
}

const NEW_SECTION: SectionInput = {
  typeId: 1,
  title: "",
  subtitle: "",
  menuTitle: "",
  showInMenu: true,
  titleColor: "",
  textColor: "",
  backgroundType: "color",
  backgroundColor: "",
  backgroundImage: "",
};

function AddSection({ stationId }: { stationId: number }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: createSectionSchema,
    action: (values) => createSectionAction({ stationId, ...values }),
    defaultValues: NEW_SECTION,
    onSuccess: (data) => {
      toast("Seção adicionada. Agora complete o conteúdo dela.", "success");
      setOpen(false);
      router.push(`/estacoes/${stationId}/pagina-inicial/secoes/${data.id}`);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(NEW_SECTION);
      }}
    >
      <Button type="button" onClick={() => setOpen(true)} disabled={!ready}>
        <PlusIcon className="size-4" aria-hidden />
        Adicionar seção
      </Button>
      <DialogContent showClose className="max-w-2xl">
        <DialogTitle className="text-xl font-bold">Adicionar seção</DialogTitle>
        <DialogDescription className="mt-1 text-ink-muted">Escolha o tipo de seção. Ela entra no fim da página; depois você muda a ordem.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
          <fieldset>
            <legend className="mb-2 text-sm font-bold text-ink">Tipo de seção</legend>
            <Controller
              control={form.control}
              name="typeId"
              render={({ field }) => (
                <RadioGroup value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))} className="sm:grid-cols-2">
                  {SECTION_KINDS.map((k) => (
                    <RadioGroupItem
                      key={k.typeId}
                      value={String(k.typeId)}
                      className="items-start"
                      label={
                        <span className="block">
                          <span className="block font-bold">{k.name}</span>
                          <span className="mt-0.5 block text-sm text-ink-muted">{k.description}</span>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <TextField label="Título da seção" hint="Aparece no alto da seção. Pode deixar em branco." {...form.register("title")} error={form.formState.errors.title?.message} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || !ready}>
              {pending ? "Adicionando..." : "Adicionar e editar"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

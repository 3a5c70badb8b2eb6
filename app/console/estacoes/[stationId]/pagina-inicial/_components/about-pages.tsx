"use client";
// The about pages (/sobre/{id}): list, create and edit in a dialog (menu name, heading, image and
// rich text), delete with a question first.
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { FileTextIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { createAboutAction, deleteAboutAction, updateAboutAction } from "@/lib/content/console/actions";
import { aboutSchema, type AboutInput } from "@/lib/content/console/schemas";
import { perform } from "./perform";
import { RichTextEditor } from "@/components/ui/rich-text-editor";

export interface AboutSummary {
  id: number;
  menuTitle: string;
  name: string;
  image: string | null;
  htmlDescription: string | null;
  backgroundColor: string | null;
  /** Characters of text, without tags, for the list. */
  textLength: number;
}

const EMPTY: AboutInput = { menuTitle: "", name: "", htmlDescription: "", image: "", backgroundColor: "" };

export function AboutPages({ stationId, pages }: { stationId: number; pages: AboutSummary[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AboutSummary | "new" | null>(null);
  return (
    <>
      {pages.length === 0 ? (
        <EmptyState icon={FileTextIcon} text="Nenhuma página Sobre ainda. Conte a história do programa, as regras ou os parceiros." action={<NewButton onClick={() => setEditing("new")} />} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {pages.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-ink">{p.name}</p>
                  <p className="text-sm text-ink-muted">
                    No menu: {p.menuTitle} · {p.textLength === 0 ? "sem texto" : `${new Intl.NumberFormat("pt-BR").format(p.textLength)} caracteres`} · /sobre/{p.id}
                  </p>
                </div>
                <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(p)} aria-label={`Editar página ${p.name}`}>
                  <PencilIcon className="size-4" aria-hidden />
                  Editar
                </Button>
                <ConfirmDelete
                  label={`Excluir página ${p.name}`}
                  title="Excluir esta página?"
                  description={`"${p.name}" sai do site. Botões que levavam a ela deixam de aparecer. Não dá para desfazer.`}
                  onConfirm={async () => {
                    if (await perform(deleteAboutAction({ stationId, id: p.id }), "Página excluída.")) router.refresh();
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="mt-5">
            <NewButton onClick={() => setEditing("new")} />
          </div>
        </>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent showClose className="max-w-2xl">
          {editing !== null && <AboutForm stationId={stationId} page={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function NewButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <PlusIcon className="size-4" aria-hidden />
      Nova página
    </Button>
  );
}

function AboutForm({ stationId, page, onDone }: { stationId: number; page: AboutSummary | null; onDone: () => void }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: aboutSchema,
    action: (values) => (page ? updateAboutAction({ stationId, id: page.id, ...values }) : createAboutAction({ stationId, ...values })),
    defaultValues: page
      ? { menuTitle: page.menuTitle, name: page.name, htmlDescription: page.htmlDescription ?? "", image: page.image ?? "", backgroundColor: page.backgroundColor ?? "" }
      : EMPTY,
    labels: { menuTitle: "Nome no menu", name: "Título da página" },
    onSuccess: () => {
      toast(page ? "Página salva." : "Página criada.", "success");
      onDone();
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  return (
    <>
      <DialogTitle className="text-xl font-bold">{page ? "Editar página Sobre" : "Nova página Sobre"}</DialogTitle>
      <DialogDescription className="mt-1 text-ink-muted">Fica em /sobre e pode ser aberta pelos botões das seções.</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome no menu" {...form.register("menuTitle")} error={errors.menuTitle?.message} />
          <TextField label="Título da página" {...form.register("name")} error={errors.name?.message} />
        </div>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label="Imagem do topo"
              hint="JPG, PNG ou GIF até 3 MB."
              uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
              maxBytes={IMAGE_LIMITS.contentImage}
              kind="logo"
              emptyText="Nenhuma imagem"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? "")}
            />
          )}
        />
        {errors.image?.message && <p className="text-sm font-bold text-red-700">{errors.image.message}</p>}
        <Controller
          control={form.control}
          name="htmlDescription"
          render={({ field }) => <RichTextEditorField value={field.value} onChange={field.onChange} error={errors.htmlDescription?.message} />}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Salvando..." : page ? "Salvar página" : "Criar página"}
          </Button>
        </div>
      </form>
    </>
  );
}


function RichTextEditorField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return <RichTextEditor label="Texto da página" hint="Links, listas e subtítulos são mantidos; scripts e estilos são removidos ao salvar." value={value} onChange={onChange} error={error} />;
}

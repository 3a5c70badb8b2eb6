"use client";
// One section's own fields, as its kind uses them: title and subtitle, the menu entry, and for the
// kinds drawn on a background, a colour or an uploaded image and the text colours.
import { useRouter } from "next/navigation";
import { Controller, useWatch } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { updateSectionAction } from "@/lib/content/console/actions";
import { sectionKind, sectionSchema, type SectionInput } from "@/lib/content/console/schemas";
import { CheckField, ColorField } from "./fields";

export function SectionForm({ stationId, id, initial }: { stationId: number; id: number; initial: SectionInput }) {
  const router = useRouter();
  const kind = sectionKind(Number(initial.typeId));
  const { form, submit, pending, ready } = useActionForm({
    schema: sectionSchema,
    action: (values) => updateSectionAction({ stationId, id, ...values }),
    defaultValues: initial,
    labels: { title: "Título", subtitle: "Subtítulo", menuTitle: "Nome no menu" },
    onSuccess: () => {
      toast("Seção salva.", "success");
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const [backgroundType, showInMenu] = useWatch({ control: form.control, name: ["backgroundType", "showInMenu"] });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Título" {...form.register("title")} error={errors.title?.message} counter={{ length: (form.watch("title") ?? "").length, max: 120 }} />
        <TextField label="Subtítulo" {...form.register("subtitle")} error={errors.subtitle?.message} />
      </div>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Controller
          control={form.control}
          name="showInMenu"
          render={({ field }) => (
            <CheckField label="Mostrar no menu do site" hint="Um atalho no topo do site leva até esta seção." checked={field.value} onChange={field.onChange} />
          )}
        />
        {showInMenu && <TextField label="Nome no menu" hint="Sem nome, o menu usa o título." {...form.register("menuTitle")} error={errors.menuTitle?.message} />}
      </div>
      {kind.background && (
        <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-ink">Fundo e cores</legend>
          <Controller
            control={form.control}
            name="backgroundType"
            render={({ field }) => (
              <RadioGroup value={field.value} onValueChange={field.onChange} aria-label="Tipo de fundo" className="sm:grid-cols-2">
                <RadioGroupItem value="color" label="Cor de fundo" />
                <RadioGroupItem value="image" label="Imagem de fundo" />
              </RadioGroup>
            )}
          />
          {backgroundType === "image" ? (
            <Controller
              control={form.control}
              name="backgroundImage"
              render={({ field }) => (
                <div>
                  <ImageUploadField
                    label="Imagem de fundo"
                    hint="Uma foto larga (1920 × 800 ou maior), JPG, PNG ou GIF até 3 MB. O texto fica por cima: escolha cores legíveis."
                    uploadUrl={`/estacoes/${stationId}/arquivos?purpose=banner`}
                    maxBytes={IMAGE_LIMITS.banner}
                    kind="logo"
                    emptyText="Nenhuma imagem"
                    value={field.value || null}
                    onChange={(url) => field.onChange(url ?? "")}
                  />
                  {errors.backgroundImage?.message && <p className="mt-2 text-sm font-bold text-red-700">{errors.backgroundImage.message}</p>}
                </div>
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="backgroundColor"
              render={({ field }) => <ColorField label="Cor de fundo" value={field.value} onChange={field.onChange} error={errors.backgroundColor?.message} hint="Em branco: o fundo padrão do site." />}
            />
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <Controller
              control={form.control}
              name="titleColor"
              render={({ field }) => <ColorField label="Cor do título" value={field.value} onChange={field.onChange} error={errors.titleColor?.message} />}
            />
            <Controller
              control={form.control}
              name="textColor"
              render={({ field }) => <ColorField label="Cor do texto" value={field.value} onChange={field.onChange} error={errors.textColor?.message} />}
            />
          </div>
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : "Salvar seção"}
        </Button>
      </div>
    </form>
  );
}

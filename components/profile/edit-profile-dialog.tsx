"use client";
// The edit-profile dialog of /homepage/perfil (clicking the photo opens it): photo with
// the crop dialog (the kit's uploader, 3MB as the wizard), name, state and birth date, validated by the same
// schema as the Server Action. On a station with profileReadOnly the fields show disabled and
// there is no "Salvar".
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useController, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { MaskedFormField, SelectField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { StateOptions } from "@/components/wizard/state-options";
import { profileUpdateSchema, PROFILE_READ_ONLY_MESSAGE, type ProfileUpdateInput, type ProfileUpdateOutput } from "@/lib/accounts/profile-schemas";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { updateProfileAction } from "@/app/s/[station]/homepage/perfil/actions";

type Form = UseFormReturn<ProfileUpdateInput, unknown, ProfileUpdateOutput>;

export function EditProfileDialog({
  open,
  onOpenChange,
  initial,
  readOnly,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ProfileUpdateInput;
  readOnly: boolean;
}) {
  const router = useRouter();
  const formRef = useRef<Form | null>(null);
  const { form, submit, pending, ready } = useActionForm({
    schema: profileUpdateSchema,
    // The server parses the same schema itself, so it gets the typed (masked) values, not the output.
    action: () => updateProfileAction(formRef.current!.getValues()),
    defaultValues: initial,
    onSuccess: (data) => {
      toast(data.message);
      onOpenChange(false);
      router.refresh();
    },
  });
  useEffect(() => {
    formRef.current = form;
  }, [form]);
  // Reopening starts from what the page shows now (after a save, the refreshed values).
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);

  const image = useController({ control: form.control, name: "image" });
  const disabled = readOnly || !ready || pending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose className="max-h-[95dvh] max-w-lg overflow-y-auto rounded-3xl p-5 sm:p-6">
        <DialogTitle className="text-xl font-bold text-ink">Editar perfil</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          {readOnly ? PROFILE_READ_ONLY_MESSAGE : "Atualize sua foto e seus dados pessoais."}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
          {readOnly ? null : (
            <div>
              <ImageUploadField
                uploadUrl="/files/upload?purpose=profilePhoto"
                maxBytes={IMAGE_LIMITS.profilePhoto}
                value={image.field.value || null}
                onChange={(url) => image.field.onChange(url ?? "")}
                label="Foto"
                kind="avatar"
                pickLabel="Escolher foto"
                hint="JPG, PNG ou GIF de até 3MB."
              />
              {image.fieldState.error && (
                <p role="alert" className="mt-2 text-sm font-bold text-red-700">
                  {image.fieldState.error.message}
                </p>
              )}
            </div>
          )}
          <TextField label="Nome completo" autoComplete="name" disabled={disabled} {...form.register("name")} error={form.formState.errors.name?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MaskedFormField
              control={form.control}
              name="birthday"
              label="Data de nascimento"
              inputMode="numeric"
              autoComplete="bday"
              placeholder="dd/mm/aaaa"
              mask="date"
              disabled={disabled}
            />
            <SelectField label="Estado onde mora" disabled={disabled} {...form.register("stateId")} error={form.formState.errors.stateId?.message}>
              <StateOptions />
            </SelectField>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {readOnly ? "Fechar" : "Cancelar"}
              </Button>
            </DialogClose>
            {!readOnly && (
              <Button type="submit" disabled={!ready || pending}>
                {pending ? "Salvando..." : "Salvar"}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";
// The parts the console's editing screens share (content, activities, the landing page): a form
// dialog, its actions, the edit and delete buttons, the rich-text field (the kit's editor), the
// station image field and a yes/no field. Built from the UI kit; the react-hook-form bindings of
// the same controls are in form-controls.tsx.
import { useRouter } from "next/navigation";
import { useId } from "react";
import { PencilIcon } from "lucide-react";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Button } from "@/components/ui/button";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { cn } from "@/lib/utils/cn";
import { FieldLabel } from "@/components/ui/field";

/** After a save: the toast, and the page's lists read again. */
export function useSaved() {
  const router = useRouter();
  return (message: string) => {
    toast(message);
    router.refresh();
  };
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose className={cn("sm:p-8", wide ? "max-w-3xl" : "max-w-xl")}>
        <DialogTitle className="pr-10 text-xl font-bold">{title}</DialogTitle>
        {description && <DialogDescription className="mt-1 text-sm text-ink-muted">{description}</DialogDescription>}
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

export function FormActions({ pending, ready, onCancel, label = "Salvar" }: { pending: boolean; ready: boolean; onCancel: () => void; label?: string }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={pending || !ready}>
        {pending ? "Salvando..." : label}
      </Button>
    </div>
  );
}

export function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick} aria-label={label} title={label}>
      <PencilIcon className="size-4" aria-hidden />
      <span className="hidden sm:inline">Editar</span>
    </Button>
  );
}

/** "Excluir" with a question first; calls the action with the row's id. */
export function DeleteButton({
  stationId,
  id,
  what,
  action,
  done,
}: {
  stationId: number;
  id: number;
  /** "a notícia “Assembleia geral”". */
  what: string;
  action: (input: { stationId: number; id: number }) => Promise<ActionResult<unknown>>;
  done: string;
}) {
  const saved = useSaved();
  return (
    <ConfirmDelete
      label={`Excluir ${what}`}
      title={`Excluir ${what}?`}
      description="Esta ação não pode ser desfeita."
      withText
      onConfirm={async () => {
        const result = await action({ stationId, id });
        if (result.ok) saved(done);
        else toast(result.message, "error");
      }}
    />
  );
}

/** A formatted text (news, a download's page, a service area's guidance): the kit's rich-text editor. */
export function HtmlField({
  label,
  hint,
  value,
  onChange,
  error,
  rows = 8,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** How tall the writing area starts, in lines of text. */
  rows?: number;
}) {
  return <RichTextEditor label={label} hint={hint} value={value} onChange={onChange} error={error} className={rows >= 10 ? "min-h-64" : rows >= 8 ? "min-h-48" : "min-h-32"} />;
}

/** An image uploaded into the station's storage (the console's upload route). */
export function StationImageField({
  stationId,
  label,
  value,
  onChange,
  hint,
  avatar,
  imageAlt,
}: {
  stationId: number;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  hint?: string;
  avatar?: boolean;
  /** What the chosen image shows, for a screen reader (the field's label by default). */
  imageAlt?: string;
}) {
  return (
    <ImageUploadField
      uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
      maxBytes={IMAGE_LIMITS.contentImage}
      value={value}
      onChange={onChange}
      label={label}
      hint={hint ?? "JPG, PNG ou GIF até 3 MB."}
      kind={avatar ? "avatar" : "logo"}
      pickLabel="Escolher imagem"
      emptyText="Nenhuma imagem"
      imageAlt={imageAlt ?? label}
    />
  );
}

/** A yes/no choice with its label and hint; `boxed` draws it as a card in a form's grid. */
export function CheckField({ label, checked, onChange, onBlur, hint, boxed }: { label: string; checked: boolean; onChange: (on: boolean) => void; onBlur?: () => void; hint?: string; boxed?: boolean }) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-3", boxed && "rounded-2xl border border-line p-3")}>
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onChange(c === true)} onBlur={onBlur} className="mt-0.5" />
      <div>
        <FieldLabel htmlFor={id} className="text-base">
          {label}
        </FieldLabel>
        {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      </div>
    </div>
  );
}

"use client";
// The file library: upload a new file with its texts (with progress), edit the texts, delete.
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { FileTextIcon, PlusIcon, UploadIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { sendWithProgress } from "@/components/uploads/upload-with-progress";
import { formatDate } from "@/lib/format";
import { deleteDownloadAction, updateDownloadAction } from "@/lib/library/console/actions";
import type { ConsoleDownload } from "@/lib/library/console/queries";
import { DOWNLOAD_ACCEPT, DOWNLOAD_MAX_BYTES, downloadFormSchema, MSG_FILE_REQUIRED, MSG_FILE_TOO_LARGE, type DownloadFormInput } from "@/lib/library/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";
import { DeleteButton, EditButton, FormActions, FormDialog, HtmlField, useSaved } from "@/components/console/form-kit";

/** "245 KB", "1,2 MB" (as the member list shows it). */
function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

export function DownloadManager({ stationId, items }: { stationId: number; items: ConsoleDownload[] }) {
  const [editing, setEditing] = useState<DownloadFormInput | null>(null);
  return (
    <ConsoleSection
      title={`${items.length} ${items.length === 1 ? "arquivo" : "arquivos"}`}
      actions={
        <Button onClick={() => setEditing({ id: null, title: "", description: "", body: "" })}>
          <PlusIcon className="size-5" aria-hidden />
          Novo arquivo
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={FileTextIcon} text="Nenhum arquivo para download ainda. Envie um PDF, uma planilha ou um documento." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-4 py-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
                <FileTextIcon className="size-6" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">{item.title}</p>
                {item.description && <p className="truncate text-sm text-ink-muted">{item.description}</p>}
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  <Badge variant="neutral">{item.fileName.split(".").pop()?.toUpperCase()}</Badge>
                  <span className="break-all">{item.fileName}</span>
                  <span>· {fileSize(item.size)}</span>
                  <span>· enviado em {formatDate(item.createdAt)}</span>
                </div>
              </div>
              <div className="flex gap-1">
                <EditButton label={`Editar o arquivo ${item.title}`} onClick={() => setEditing({ id: item.id, title: item.title, description: item.description, body: item.body })} />
                <DeleteButton stationId={stationId} id={item.id} what={`o arquivo “${item.title}”`} action={deleteDownloadAction} done="Arquivo excluído." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <DownloadForm key={editing.id ?? "new"} stationId={stationId} initial={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function DownloadForm({ stationId, initial, onClose }: { stationId: number; initial: DownloadFormInput; onClose: () => void }) {
  const saved = useSaved();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const creating = initial.id == null;
  const { form, submit, pending, ready } = useActionForm({
    schema: downloadFormSchema,
    action: async (values) => {
      if (!creating) return updateDownloadAction({ ...values, stationId });
      if (!file) {
        setFileError(MSG_FILE_REQUIRED);
        return { ok: false as const, message: MSG_FILE_REQUIRED };
      }
      const body = new FormData();
      body.append("title", values.title);
      body.append("description", values.description);
      body.append("body", values.body);
      body.append("file", file, file.name);
      setProgress(0);
      const answer = await sendWithProgress<{ id: number }>(`/estacoes/${stationId}/conteudo/downloads/arquivo`, body, setProgress, {
        failure: "Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.",
      });
      setProgress(null);
      if (!answer.ok) {
        const fieldErrors = (answer as { fieldErrors?: Record<string, string> }).fieldErrors;
        if (fieldErrors?.file) setFileError(fieldErrors.file);
        return { ok: false as const, message: answer.message, fieldErrors };
      }
      return { ok: true as const, data: answer.data };
    },
    defaultValues: initial,
    onSuccess: () => {
      saved(creating ? "Arquivo enviado." : "Arquivo salvo.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    setFileError(null);
    if (picked && picked.size > DOWNLOAD_MAX_BYTES) {
      setFile(null);
      setFileError(MSG_FILE_TOO_LARGE);
      toast(MSG_FILE_TOO_LARGE, "error");
      return;
    }
    setFile(picked);
  }
  return (
    <FormDialog open onOpenChange={(o) => !o && !pending && onClose()} title={creating ? "Novo arquivo" : "Editar arquivo"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {creating && (
          <Field label="Arquivo" id={fileId} hint="PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, JPG, PNG, TXT ou CSV, até 20 MB." error={fileError ?? undefined}>
            <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-slate-50 p-4">
              <input ref={fileInput} id={fileId} type="file" accept={DOWNLOAD_ACCEPT} onChange={pick} tabIndex={-1} className="sr-only" />
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <UploadIcon className="size-4" aria-hidden />
                {file ? "Trocar arquivo" : "Escolher arquivo"}
              </Button>
              <span className="min-w-0 text-sm break-all text-ink">{file ? `${file.name} · ${fileSize(file.size)}` : "Nenhum arquivo escolhido"}</span>
            </div>
          </Field>
        )}
        {progress != null && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <span className="flex items-center gap-2 font-bold text-ink">
              <UploadIcon className="size-4" aria-hidden /> Enviando... {progress}%
            </span>
            <progress max={100} value={progress} className="h-2 w-full overflow-hidden rounded-full accent-slate-900" aria-label="Progresso do envio" />
          </div>
        )}
        <TextField label="Título" {...register("title")} error={errors.title?.message} />
        <TextField label="Descrição" hint="Uma linha sob o título, na lista." {...register("description")} error={errors.description?.message} />
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <HtmlField label="Texto da página do arquivo (opcional)" value={field.value ?? ""} onChange={field.onChange} error={fieldState.error?.message} rows={5} />
          )}
        />
        <FormActions pending={pending} ready={ready} onCancel={onClose} label={creating ? "Enviar arquivo" : "Salvar"} />
      </form>
    </FormDialog>
  );
}

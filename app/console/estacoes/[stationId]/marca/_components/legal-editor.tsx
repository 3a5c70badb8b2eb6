"use client";
// One legal text (terms of use or privacy policy) in a Tiptap editor: headings, bold, italic,
// lists and links typed as URLs. Saved sanitised on the server; "Restaurar texto padrão" asks first
// and sets the text back to the default one the legal pages build from the station's data.
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { restoreLegalTextAction, saveLegalTextAction } from "@/lib/stations/console/actions";
import type { LegalKind } from "@/lib/stations/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";

const TITLES: Record<LegalKind, { title: string; name: string; page: string }> = {
  terms: { title: "Termos de uso", name: "os termos de uso", page: "/termos-de-uso" },
  privacy: { title: "Política de privacidade", name: "a política de privacidade", page: "/politica-de-privacidade" },
};

export function LegalEditor({
  stationId,
  kind,
  ownHtml,
  defaultHtml,
  siteOrigin,
}: {
  stationId: number;
  kind: LegalKind;
  /** The station's own text, or null while the default one shows. */
  ownHtml: string | null;
  defaultHtml: string;
  siteOrigin: string;
}) {
  const router = useRouter();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [html, setHtml] = useState(ownHtml ?? defaultHtml);
  const meta = TITLES[kind];

  async function save() {
    setPending(true);
    const result = await saveLegalTextAction({ stationId, kind, html }).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      const message = result?.message ?? "Não foi possível salvar agora. Tente de novo.";
      setError(result?.fieldErrors?.html ?? message);
      toast(message, "error");
      return;
    }
    setDirty(false);
    toast(`Texto salvo: o site já mostra ${meta.name}.`);
    router.refresh();
  }

  async function restore() {
    setPending(true);
    const result = await restoreLegalTextAction({ stationId, kind }).catch(() => null);
    setPending(false);
    if (!result?.ok) return toast(result?.message ?? "Não foi possível restaurar agora.", "error");
    setHtml(defaultHtml);
    setDirty(false);
    setError(null);
    toast("Texto padrão restaurado.");
    router.refresh();
  }

  return (
    <ConsoleSection
      title={meta.title}
      description={
        ownHtml ? "A estação usa o texto escrito aqui." : "A estação mostra o texto padrão, montado com o nome, o CNPJ e o endereço da empresa. Edite para ter o seu."
      }
      actions={
        <>
          <Badge variant={ownHtml ? "success" : "neutral"}>{ownHtml ? "Texto próprio" : "Texto padrão"}</Badge>
          <a href={`${siteOrigin}${meta.page}`} target="_blank" rel="noopener noreferrer" className="text-sm font-bold text-sky-800 underline underline-offset-4 hover:no-underline">
            Ver no site<span className="sr-only"> (abre em outra aba)</span>
          </a>
        </>
      }
    >
      <RichTextEditor
        label={`Texto d${kind === "terms" ? "os termos de uso" : "a política de privacidade"}`}
        labelHidden
        value={html}
        onChange={(next) => {
          setHtml(next);
          setDirty(true);
          setError(null);
        }}
        error={error ?? undefined}
        className="min-h-80 max-h-[60dvh] overflow-y-auto"
      />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {dirty && <span className="mr-auto text-sm font-bold text-amber-800">Alterações não salvas</span>}
        {ownHtml && (
          <Button type="button" variant="ghost" disabled={pending || !ready} onClick={() => setConfirming(true)}>
            Restaurar texto padrão
          </Button>
        )}
        <Button type="button" disabled={pending || !ready} onClick={save}>
          {pending ? "Salvando..." : `Salvar ${meta.title.toLowerCase()}`}
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Restaurar o texto padrão?</AlertDialogTitle>
          <AlertDialogDescription>
            O texto escrito aqui para {meta.name} será apagado e o site voltará a mostrar o texto padrão da plataforma, com os dados da sua empresa.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={restore}>Restaurar</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </ConsoleSection>
  );
}

"use client";
// One legal text (terms of use or privacy policy) in a Tiptap editor: headings, bold, italic,
// lists and links typed as URLs. Saved sanitised on the server; "Restaurar texto padrão" asks first
// and sets the text back to the default one the legal pages build from the station's data.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { BoldIcon, Heading2Icon, Heading3Icon, ItalicIcon, ListIcon, ListOrderedIcon, Redo2Icon, Undo2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { PROSE } from "@/components/site/legal-content";
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
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { restoreLegalTextAction, saveLegalTextAction } from "@/lib/stations/console/actions";
import type { LegalKind } from "@/lib/stations/console/schemas";
import { cn } from "@/lib/utils/cn";
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
  const labelId = useId();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const meta = TITLES[kind];
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ["https", "mailto"] } })],
    content: ownHtml ?? defaultHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        class: cn(PROSE, "min-h-80 max-h-[60dvh] overflow-y-auto rounded-b-2xl border border-t-0 border-line bg-white px-5 py-4 focus:outline-3 focus:outline-sky-700"),
      },
    },
    onUpdate: () => {
      setDirty(true);
      setError(null);
    },
  });

  async function save() {
    if (!editor) return;
    setPending(true);
    const result = await saveLegalTextAction({ stationId, kind, html: editor.getHTML() }).catch(() => null);
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
    editor?.commands.setContent(defaultHtml, { emitUpdate: false });
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
      <p id={labelId} className="sr-only">
        Texto d{kind === "terms" ? "os termos de uso" : "a política de privacidade"}
      </p>
      <Toolbar editor={editor} label={`Formatação: ${meta.title}`} />
      <EditorContent editor={editor} />
      {!editor && <div className="min-h-80 rounded-b-2xl border border-t-0 border-line bg-white" aria-hidden />}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {dirty && <span className="mr-auto text-sm font-bold text-amber-800">Alterações não salvas</span>}
        {ownHtml && (
          <Button type="button" variant="ghost" disabled={pending || !ready} onClick={() => setConfirming(true)}>
            Restaurar texto padrão
          </Button>
        )}
        <Button type="button" disabled={pending || !ready || !editor} onClick={save}>
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

function Toolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  const chain = () => editor?.chain().focus();
  const tools: Array<{ label: string; icon: React.ReactNode; active?: boolean; disabled?: boolean; run: () => void }> = [
    { label: "Título", icon: <Heading2Icon className="size-4" aria-hidden />, active: state?.h2, run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { label: "Subtítulo", icon: <Heading3Icon className="size-4" aria-hidden />, active: state?.h3, run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { label: "Negrito", icon: <BoldIcon className="size-4" aria-hidden />, active: state?.bold, run: () => chain()?.toggleBold().run() },
    { label: "Itálico", icon: <ItalicIcon className="size-4" aria-hidden />, active: state?.italic, run: () => chain()?.toggleItalic().run() },
    { label: "Lista", icon: <ListIcon className="size-4" aria-hidden />, active: state?.bullet, run: () => chain()?.toggleBulletList().run() },
    { label: "Lista numerada", icon: <ListOrderedIcon className="size-4" aria-hidden />, active: state?.ordered, run: () => chain()?.toggleOrderedList().run() },
    { label: "Desfazer", icon: <Undo2Icon className="size-4" aria-hidden />, disabled: !state?.canUndo, run: () => chain()?.undo().run() },
    { label: "Refazer", icon: <Redo2Icon className="size-4" aria-hidden />, disabled: !state?.canRedo, run: () => chain()?.redo().run() },
  ];
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 rounded-t-2xl border border-line bg-slate-50 p-1.5">
      {tools.map((t) => (
        <button
          key={t.label}
          type="button"
          onClick={t.run}
          disabled={!editor || t.disabled}
          aria-label={t.label}
          title={t.label}
          aria-pressed={t.active === undefined ? undefined : Boolean(t.active)}
          className={cn(
            "flex size-9 items-center justify-center rounded-lg text-ink hover:bg-white disabled:opacity-40",
            t.active && "bg-white text-sky-900 shadow-sm ring-1 ring-line",
          )}
        >
          {t.icon}
        </button>
      ))}
    </div>
  );
}

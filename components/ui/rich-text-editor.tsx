"use client";
// The one rich-text editor (Tiptap 3): headings, bold, italic, lists, links, undo and redo, with a
// labelled toolbar whose buttons say whether they are on. Controlled: `value` is HTML and every
// edit hands the editor's HTML to `onChange`; a value set from outside (a reset, "Restaurar texto
// padrão") replaces the content without counting as an edit. The server sanitises what it saves
// (lib/security/sanitize.ts) and sanitises again when it renders.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { BoldIcon, Heading2Icon, Heading3Icon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon, Redo2Icon, Undo2Icon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { PROSE } from "@/components/site/legal-content";
import { cn } from "@/lib/utils/cn";

export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  labelHidden = false,
  className = "min-h-48",
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
  /** The label is read by screen readers only (a section title already names the text). */
  labelHidden?: boolean;
  /** Height rules of the writing area. */
  className?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  // The editor is made once; it reports edits to the latest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ["https", "mailto"] } })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": `${id}-label`,
        "aria-multiline": "true",
        role: "textbox",
        class: cn(PROSE, "rounded-b-2xl border border-t-0 bg-white px-5 py-4 focus:outline-3 focus:outline-sky-700", error ? "border-red-600" : "border-line", className),
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });

  // Attributes that follow the props (the error comes and goes after the editor exists).
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    else dom.removeAttribute("aria-describedby");
    dom.setAttribute("aria-invalid", String(Boolean(error)));
  }, [editor, describedBy, error]);

  // A value from outside: written in once, not reported back as an edit.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <p id={`${id}-label`} className={labelHidden ? "sr-only" : "mb-1.5 text-sm font-bold text-ink"}>
        {label}
      </p>
      <Toolbar editor={editor} label={`Formatação: ${label}`} />
      <EditorContent editor={editor} />
      {!editor && <div className={cn("rounded-b-2xl border border-t-0 border-line bg-white", className)} aria-hidden />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
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
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  const chain = () => editor?.chain().focus();
  const link = () => {
    const current = editor?.getAttributes("link").href as string | undefined;
    const url = window.prompt("Endereço do link (https://...). Deixe em branco para tirar o link.", current ?? "https://");
    if (url === null) return;
    if (url.trim() === "" || url.trim() === "https://") chain()?.extendMarkRange("link").unsetLink().run();
    else if (/^(https:\/\/|mailto:)/.test(url.trim())) chain()?.extendMarkRange("link").setLink({ href: url.trim() }).run();
  };
  const tools: Array<{ label: string; icon: React.ReactNode; active?: boolean; disabled?: boolean; run: () => void }> = [
    { label: "Título no texto", icon: <Heading2Icon className="size-4" aria-hidden />, active: state?.h2, run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { label: "Subtítulo no texto", icon: <Heading3Icon className="size-4" aria-hidden />, active: state?.h3, run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { label: "Negrito", icon: <BoldIcon className="size-4" aria-hidden />, active: state?.bold, run: () => chain()?.toggleBold().run() },
    { label: "Itálico", icon: <ItalicIcon className="size-4" aria-hidden />, active: state?.italic, run: () => chain()?.toggleItalic().run() },
    { label: "Lista", icon: <ListIcon className="size-4" aria-hidden />, active: state?.bullet, run: () => chain()?.toggleBulletList().run() },
    { label: "Lista numerada", icon: <ListOrderedIcon className="size-4" aria-hidden />, active: state?.ordered, run: () => chain()?.toggleOrderedList().run() },
    { label: "Link", icon: <LinkIcon className="size-4" aria-hidden />, active: state?.link, run: link },
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
          // A pointer press keeps the focus (and the selection) in the text: Tiptap gives focus back
          // only on the next frame, and a key typed in between went to the button and was lost.
          onMouseDown={(e) => e.preventDefault()}
          disabled={!editor || t.disabled}
          aria-label={t.label}
          title={t.label}
          aria-pressed={t.active === undefined ? undefined : Boolean(t.active)}
          className={cn("flex size-9 items-center justify-center rounded-lg text-ink hover:bg-white disabled:opacity-40", t.active && "bg-white text-sky-900 shadow-sm ring-1 ring-line")}
        >
          {t.icon}
        </button>
      ))}
    </div>
  );
}

"use client";
// A small rich-text editor for about pages: bold, italic, headings, lists and links on a
// contentEditable area (the browser's editing commands). What it produces is HTML that the server
// sanitises on save (lib/content/sanitize.ts) and the public page renders sanitised again.
import { BoldIcon, Heading2Icon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon, RemoveFormattingIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "@/lib/utils/cn";

type Command = { label: string; icon: React.ComponentType<{ className?: string }>; command: string; arg?: string };

const COMMANDS: Command[] = [
  { label: "Negrito", icon: BoldIcon, command: "bold" },
  { label: "Itálico", icon: ItalicIcon, command: "italic" },
  { label: "Subtítulo", icon: Heading2Icon, command: "formatBlock", arg: "h2" },
  { label: "Lista", icon: ListIcon, command: "insertUnorderedList" },
  { label: "Lista numerada", icon: ListOrderedIcon, command: "insertOrderedList" },
  { label: "Link", icon: LinkIcon, command: "createLink" },
  { label: "Limpar formatação", icon: RemoveFormattingIcon, command: "removeFormat" },
];

export function RichTextEditor({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (html: string) => void; error?: string; hint?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The editor owns its DOM while typing; a value from outside (reset, load) is written in once.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const run = (c: Command) => {
    const editor = ref.current;
    if (!editor) return;
    editor.focus();
    let arg = c.arg;
    if (c.command === "createLink") {
      const url = window.prompt("Endereço do link (https://...)");
      if (!url || !/^https?:\/\//.test(url)) return;
      arg = url;
    }
    document.execCommand(c.command, false, arg);
    onChange(editor.innerHTML);
  };

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-bold text-ink">
        {label}
      </p>
      <div className={cn("mt-1.5 overflow-hidden rounded-2xl border bg-white focus-within:ring-3 focus-within:ring-sky-200", error ? "border-red-600" : "border-line")}>
        <div role="toolbar" aria-label={`Formatação: ${label}`} className="flex flex-wrap gap-1 border-b border-line bg-slate-50 p-1.5">
          {COMMANDS.map((c) => (
            <button
              key={c.label}
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c)}
              aria-label={c.label}
              title={c.label}
              className="flex size-8 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-ink"
            >
              <c.icon className="size-4" aria-hidden />
            </button>
          ))}
        </div>
        <div
          ref={ref}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
          aria-invalid={Boolean(error)}
          contentEditable
          suppressContentEditableWarning
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          className="prose-console min-h-48 px-4 py-3 text-ink outline-none [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-bold [&_a]:text-sky-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

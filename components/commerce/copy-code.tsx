"use client";
// A code to paste elsewhere (the PIX "copia e cola"): "Copiar código" turns into "Copiado". Without
// clipboard access (an insecure origin, a refused permission) the code is selected for the person
// to copy. `children` sit beside the copy button (the PIX screen's "Verificar pagamento").
import { CheckIcon, CopyIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { snackbar } from "@/components/ui/toast";
import { FieldLabel } from "@/components/ui/field";

export function CopyCode({ code, label, id = "copy-code", children }: { code: string; label: string; id?: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLTextAreaElement | null)?.select();
      snackbar("Selecione o código e copie");
    }
  }

  return (
    <div className="grid gap-1.5 text-left">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={3}
        className="w-full resize-none rounded-2xl border border-line bg-surface-muted px-3 py-2 font-mono text-xs break-all text-ink"
        data-testid={id}
      />
      <div className="mt-2.5 flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" className="sm:flex-1" onClick={copy} aria-live="polite">
          {copied ? <CheckIcon className="size-4" aria-hidden /> : <CopyIcon className="size-4" aria-hidden />}
          {copied ? "Copiado" : "Copiar código"}
        </Button>
        {children}
      </div>
    </div>
  );
}

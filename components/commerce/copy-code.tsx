"use client";
// A code to paste elsewhere (the PIX "copia e cola"): "Copiar código" turns into "Copiado".
import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function CopyCode({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2">
      <label className="text-sm font-semibold text-ink" htmlFor="copy-code">
        {label}
      </label>
      <textarea id="copy-code" readOnly value={code} rows={3} className="w-full resize-none rounded-2xl border border-line bg-surface-muted p-3 font-mono text-xs break-all text-ink" />
      <Button
        type="button"
        variant="outline"
        onClick={async () => {
          await navigator.clipboard.writeText(code);
          setCopied(true);
        }}
      >
        {copied ? <CheckIcon className="size-4" aria-hidden /> : <CopyIcon className="size-4" aria-hidden />}
        {copied ? "Copiado" : "Copiar código"}
      </Button>
    </div>
  );
}

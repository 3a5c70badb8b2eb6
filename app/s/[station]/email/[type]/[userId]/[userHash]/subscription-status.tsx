"use client";
// Loading, then the spec's success or error text.
import { CheckIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { applyEmailSubscriptionAction } from "../../../actions";

type Texts = { success: string; error: string };

export function SubscriptionStatus({ type, userId, hash, texts }: { type: "inscricao" | "desinscricao"; userId: string; hash: string; texts: Texts }) {
  const [state, setState] = useState<"loading" | "success" | "error">("loading");
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyEmailSubscriptionAction({ type, userId, hash })
      .then((answer) => setState(answer.ok ? "success" : "error"))
      .catch(() => setState("error"));
  }, [type, userId, hash]);

  if (state === "loading") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-6 text-ink-muted">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand" aria-hidden />
        Carregando...
      </div>
    );
  }
  const ok = state === "success";
  return (
    <div role={ok ? "status" : "alert"} className="flex flex-col items-center gap-5 text-center">
      <span className={ok ? "flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-ink" : "flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700"}>
        {ok ? <CheckIcon className="size-8" strokeWidth={2.5} aria-hidden /> : <XIcon className="size-8" strokeWidth={2.5} aria-hidden />}
      </span>
      <p className="text-lg font-bold text-ink">{ok ? texts.success : texts.error}</p>
      {ok && type === "desinscricao" && (
        <p className="text-sm text-ink-muted">
          Mudou de ideia?{" "}
          <Link className="font-bold text-brand-ink underline" href={`/email/inscricao/${userId}/${hash}`}>
            Inscrever-me novamente
          </Link>
        </p>
      )}
      <Button asChild variant="outline">
        <Link href="/">Ir para o início</Link>
      </Button>
    </div>
  );
}

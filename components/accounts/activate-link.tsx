"use client";
// /ativar/{hash}/{email}: activates on arrival with a spinner; a failure goes to the code page
// with the message.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { activateLinkAction } from "@/lib/accounts/actions";

export function ActivateLink({ hash, email }: { hash: string; email: string }) {
  const router = useRouter();
  const started = useRef(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    // Once: React's development double effect must not spend the single-use link twice.
    if (started.current) return;
    started.current = true;
    void activateLinkAction({ hash, email }).then((result) => {
      if (result.ok) {
        setDone(result.data.message ?? null);
        window.location.replace(result.data.redirect);
      } else {
        router.replace(`/confirmacao/${encodeURIComponent(email)}?erro=link`);
      }
    });
  }, [hash, email, router]);

  return (
    <div className="flex flex-col items-center gap-4 py-6" role="status" aria-live="polite">
      <span aria-hidden className="size-12 animate-spin rounded-full border-4 border-brand-soft border-t-brand" />
      <p className="font-bold text-ink">{done ?? "Ativando sua conta..."}</p>
    </div>
  );
}

"use client";
// The owner's button: marks the code once and shows the answer in place (a second press, from
// here or another device, is told it was already done).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { markCodeUsedAction } from "../../actions";

export function MarkButton({ station, code, label }: { station: string; code: string; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <div className="grid w-full gap-2">
      <Button
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await markCodeUsedAction({ station, code });
            if (!result.ok) return setMessage({ text: result.message, error: true });
            setMessage({ text: result.data.outcome === "validated" ? "Pronto! Registrado com sucesso." : "Este código já tinha sido registrado.", error: false });
            router.refresh();
          })
        }
      >
        {pending ? "Registrando..." : label}
      </Button>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "text-sm font-semibold text-red-700" : "text-sm font-semibold text-emerald-800"}>
          {message.text}
        </p>
      )}
    </div>
  );
}

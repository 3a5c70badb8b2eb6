"use client";
// The captcha as people see it: a "Não sou um robô" check that solves the ALTCHA proof of work in
// the browser (Web Crypto) and hands the payload to the form through onChange. Each solution works
// once: after a failed submit, remount it (change its `key`) and clear the form value.
import { solveChallenge } from "altcha-lib/v1";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";
import { FieldLabel } from "@/components/ui/field";

type Status = "idle" | "working" | "done" | "error";

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export function CaptchaField({
  onChange,
  error,
  label = "Não sou um robô",
}: {
  onChange: (payload: string) => void;
  error?: string;
  label?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  const cancelled = useRef(false);

  // Reset on mount too: React's dev Strict Mode unmounts and remounts once, which left it true.
  useEffect(() => {
    cancelled.current = false;
    return () => void (cancelled.current = true);
  }, []);

  const verify = useCallback(async () => {
    if (status === "working" || status === "done") return;
    setStatus("working");
    try {
      const response = await fetch("/api/captcha", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const challenge = (await response.json()) as Challenge;
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
        .promise;
      if (cancelled.current) return;
      if (!solution) throw new Error("unsolved");
      const payload = btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: solution.number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
      onChange(payload);
      setStatus("done");
    } catch {
      if (!cancelled.current) setStatus("error");
    }
  }, [onChange, status]);

  return (
    <div>
      <div
        className={cn(
          "flex items-center gap-3 rounded-lg border bg-white px-4 py-3",
          error && status !== "done" ? "border-red-600" : "border-line",
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-[var(--brand-ink)]"
          checked={status === "done"}
          disabled={status === "working" || status === "done"}
          onChange={verify}
          aria-invalid={Boolean(error) && status !== "done"}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldLabel htmlFor={id} className="flex-1">
          {label}
        </FieldLabel>
        <span className="text-xs text-ink-muted" aria-live="polite">
          {status === "working" ? "Verificando..." : status === "done" ? "Verificado" : status === "error" ? "Falhou, tente de novo" : "ALTCHA"}
        </span>
      </div>
      {error && status !== "done" && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

"use client";
// Shared client flow of every activity body: call the Server Action once per attempt (a nonce
// makes a double click one business event), show refusals as toasts, and on success refresh the
// balance and the page and open the feedback.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useState, useTransition } from "react";
import { BALANCE_QUERY_KEY } from "@/components/member/balance";
import { toast } from "@/components/ui/toast";
import { GENERIC_ERROR, type ActionResult } from "@/lib/actions/result";

export function newNonce(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useParticipation() {
  const [nonce, setNonce] = useState(newNonce);
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();

  const run = useCallback(
    async <T,>(action: (input: unknown) => Promise<ActionResult<T>>, input: Record<string, unknown>): Promise<T | null> => {
      setBusy(true);
      try {
        const result = await action({ ...input, nonce });
        if (!result.ok) {
          toast(result.message, "error");
          return null;
        }
        setNonce(newNonce());
        await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        startTransition(() => router.refresh());
        return result.data as T;
      } catch {
        toast(GENERIC_ERROR, "error");
        return null;
      } finally {
        setBusy(false);
      }
    },
    [nonce, queryClient, router],
  );
  return { run, busy: busy || pending };
}

"use client";
// One way for the list buttons (hide, delete, reorder) to call a Server Action: the answer as a
// toast, true when it went through.
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

export async function perform<T>(call: Promise<ActionResult<T>>, success: string): Promise<boolean> {
  try {
    const result = await call;
    if (result.ok) {
      toast(success, "success");
      return true;
    }
    toast(result.message, "error");
  } catch {
    toast("Não foi possível salvar. Verifique sua conexão e tente de novo.", "error");
  }
  return false;
}

// A card, transfer or points-purchase failure is shown in a snackbar, one line per
// error as "{field}: {message}", the plain message when it names no field, "Erro" if unreadable.
import { snackbar } from "@/components/ui/toast";
import { MSG_UNREADABLE } from "@/lib/wallet/messages";

export function walletFailureLines(result: { message?: string; fieldErrors?: Record<string, string> }, labels: Record<string, string> = {}): string[] {
  const fields = Object.entries(result.fieldErrors ?? {}).filter(([, message]) => message);
  if (fields.length > 0) return fields.map(([field, message]) => `${labels[field] ?? field}: ${message}`);
  return [result.message?.trim() || MSG_UNREADABLE];
}

export function snackbarFailure(result: { message?: string; fieldErrors?: Record<string, string> }, labels?: Record<string, string>): true {
  for (const line of walletFailureLines(result, labels)) snackbar(line, "error");
  return true;
}

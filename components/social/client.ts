// What the wall's components share on the client: the read calls (route handlers) and the error
// toast ("Erro" with the server's first message).
import { toast } from "@/components/ui/toast";
import type { ThreadComment } from "@/lib/social/comments";
import { ERROR_TITLE } from "@/lib/social/messages";
import type { FeedPage } from "@/lib/social/posts";

export const FEED_QUERY_KEY = ["mural"] as const;
export const threadKey = (kind: "post" | "activity", id: number) => ["mural-comentarios", kind, id] as const;

export function socialError(message: string | undefined) {
  const text = message || "Erro interno no servidor";
  toast(text.startsWith(ERROR_TITLE) ? text : `${ERROR_TITLE}: ${text}`, "error");
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error((body as { message?: string } | null)?.message ?? `HTTP ${res.status}`);
  return body as T;
}

export function fetchFeedPage(cursor: string | null): Promise<FeedPage> {
  return getJson(`/homepage/feed/pagina${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
}

export function fetchThread(kind: "post" | "activity", id: number): Promise<ThreadComment[]> {
  return getJson(`/homepage/feed/comentarios?${kind === "post" ? "post" : "atividade"}=${id}`);
}

"use client";
// The like toggle: the count and the state change at once; the server's answer
// settles them, a failure puts them back and shows the "Erro" toast. aria-pressed tells the state,
// the count is announced politely.
import { HeartIcon } from "lucide-react";
import { useRef, useState } from "react";
import { setLikeAction } from "@/lib/social/actions";
import type { LikeTarget } from "@/lib/social/schemas";
import { cn } from "@/lib/utils/cn";
import { socialError } from "./client";

export function LikeButton({ target, id, liked: initialLiked, likes: initialLikes, label, size = "md" }: { target: LikeTarget; id: number; liked: boolean; likes: number; label: string; size?: "sm" | "md" }) {
  const [state, setState] = useState({ liked: initialLiked, likes: initialLikes });
  // The last click wins: an older answer arriving late must not undo a newer click.
  const seq = useRef(0);

  async function toggle() {
    const before = state;
    const wanted = !state.liked;
    const mine = ++seq.current;
    setState({ liked: wanted, likes: Math.max(0, state.likes + (wanted ? 1 : -1)) });
    const result = await setLikeAction({ target, id, liked: wanted }).catch(() => ({ ok: false as const, message: "" }));
    if (mine !== seq.current) return;
    if (result.ok) setState(result.data);
    else {
      setState(before);
      socialError(result.message);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={state.liked}
      className={cn(
        "inline-flex min-h-9 min-w-9 items-center gap-1.5 rounded-full px-2.5 font-bold transition-colors hover:bg-brand-soft focus-visible:outline-3",
        size === "sm" ? "text-xs" : "text-sm",
        state.liked ? "text-red-600" : "text-ink-muted",
      )}
    >
      <HeartIcon aria-hidden className={cn(size === "sm" ? "size-4" : "size-5", state.liked && "fill-current")} />
      {/* A visible-text-first name ("Curtir post 3"): the name holds what sighted users read (WCAG 2.5.3). */}
      <span className="sr-only">{label}</span>
      <span aria-live="polite" data-testid="like-count">
        {state.likes}
      </span>
    </button>
  );
}

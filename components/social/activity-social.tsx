"use client";
// Likes and comments on an activity's member detail, when the activity turns them on
// (comments_and_likes_enabled): the same toggle and panel as the wall's posts.
import { MessageCircleIcon } from "lucide-react";
import { useState } from "react";
import { CommentsPanel } from "./comments-panel";
import { LikeButton } from "./like-button";

export function ActivitySocial({ activityId, liked, likes }: { activityId: number; liked: boolean; likes: number }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Curtidas e comentários" className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="activity-social">
      <div className="flex items-center gap-1">
        <LikeButton target="activity" id={activityId} liked={liked} likes={likes} label="Curtir atividade" />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="comentarios-atividade"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-bold text-ink-muted hover:bg-brand-soft focus-visible:outline-3"
        >
          <MessageCircleIcon aria-hidden className="size-5" />
          Comentários
        </button>
      </div>
      {open && (
        <div id="comentarios-atividade" className="mt-4 border-t border-line pt-4">
          <CommentsPanel target={{ kind: "activity", id: activityId }} />
        </div>
      )}
    </section>
  );
}

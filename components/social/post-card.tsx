"use client";
// One post of the wall: author, text, media, likes, the comments toggle that opens the
// panel (loading it then), "Denunciar", and the delete icon for the author only.
import { MessageCircleIcon } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/member/avatar";
import { formatDate, formatTime } from "@/lib/format";
import type { FeedPost } from "@/lib/social/posts";
import { DELETE_CONFIRM, DELETE_POST_TITLE } from "@/lib/social/messages";
import { CommentsPanel } from "./comments-panel";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { LikeButton } from "./like-button";
import { PlainText } from "./plain-text";
import { ReportDialog } from "./report-dialog";
import { StationImage } from "@/components/ui/station-image";

export function PostCard({ post, onDelete, onHidden }: { post: FeedPost; onDelete: () => Promise<void>; onHidden: () => void }) {
  const [open, setOpen] = useState(false);
  const [comments, setComments] = useState(post.comments);
  const panelId = `comentarios-${post.id}`;
  return (
    <article data-testid="post" aria-label={`Post de ${post.author.name}`} className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
      <header className="flex items-center gap-3 px-4 pt-4 sm:px-5">
        <Avatar name={post.author.name} image={post.author.image} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-ink" data-testid="post-author">
            {post.author.name}
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={post.createdAt}>
              {formatDate(post.createdAt)} às {formatTime(post.createdAt)}
            </time>
          </p>
        </div>
        {post.userAuthor && <ConfirmDelete title={DELETE_POST_TITLE} label="Deletar post" description={DELETE_CONFIRM} confirmLabel="Sim" tone="quiet" onConfirm={onDelete} />}
      </header>
      {post.description && <PlainText text={post.description} className="px-4 pt-3 text-ink sm:px-5" />}
      {post.mediaType === "image" && post.mediaUrl && (
        <StationImage src={post.mediaUrl} alt={`Foto publicada por ${post.author.name}`} width={800} height={600} className="mt-3 max-h-[560px] w-full bg-surface-muted object-contain" />
      )}
      {post.mediaType === "video" && post.mediaUrl && (
        <video src={post.mediaUrl} controls preload="metadata" playsInline className="mt-3 max-h-[560px] w-full bg-black" aria-label={`Vídeo publicado por ${post.author.name}`} />
      )}
      <footer className="flex items-center gap-1 border-t border-line px-2 py-1.5 mt-3 sm:px-3">
        <LikeButton target="post" id={post.id} liked={post.userLiked} likes={post.likes} label="Curtir post" />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-bold text-ink-muted hover:bg-brand-soft focus-visible:outline-3"
        >
          <MessageCircleIcon aria-hidden className="size-5" />
          <span className="sr-only">Comentários:</span>
          <span aria-live="polite">{comments}</span>
        </button>
        <span className="flex-1" />
        {!post.userAuthor && <ReportDialog target="post" id={post.id} onHidden={onHidden} />}
      </footer>
      {open && (
        <div id={panelId} className="border-t border-line px-4 py-4 sm:px-5">
          <CommentsPanel target={{ kind: "post", id: post.id }} onCountChange={(d) => setComments((n) => Math.max(0, n + d))} />
        </div>
      )}
    </article>
  );
}

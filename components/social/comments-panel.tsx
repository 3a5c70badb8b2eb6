"use client";
// A post's or an activity's comments: loaded when the panel opens, a form
// that sends on Enter when not empty (with a counter), replies one level deep under their comment,
// likes, "Denunciar", and the author's delete after a question. Deleted comments that hold replies
// read "Comentário removido".
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Avatar } from "@/components/member/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate } from "@/lib/format";
import { addCommentAction, deleteCommentAction } from "@/lib/social/actions";
import type { ThreadComment } from "@/lib/social/comments";
import { COMMENT_MAX } from "@/lib/social/limits";
import { COMMENT_REMOVED, DELETE_CONFIRM } from "@/lib/social/messages";
import { commentSchema } from "@/lib/social/schemas";
import { fetchThread, socialError, threadKey } from "./client";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { LikeButton } from "./like-button";
import { PlainText } from "./plain-text";
import { ReportDialog } from "./report-dialog";

type Target = { kind: "post" | "activity"; id: number };

export function CommentsPanel({ target, onCountChange, readOnly = false }: { target: Target; onCountChange?: (delta: number) => void; readOnly?: boolean }) {
  const key = threadKey(target.kind, target.id);
  const query = useQuery({ queryKey: key, queryFn: () => fetchThread(target.kind, target.id) });
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });

  return (
    <div className="space-y-4" data-testid="comments-panel">
      {!readOnly && <CommentForm target={target} label="Escreva um comentário" onSent={() => (onCountChange?.(1), refresh())} />}
      {query.isPending ? (
        <SkeletonRows rows={5} />
      ) : query.isError ? (
        <p className="text-sm text-ink-muted">Não foi possível carregar os comentários.</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-ink-muted">Nenhum comentário ainda.</p>
      ) : (
        <ul className="space-y-4">
          {query.data.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} target={target} onChanged={refresh} onCountChange={onCountChange} readOnly={readOnly} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CommentItem({ comment: c, target, onChanged, onCountChange, readOnly, isReply = false }: { comment: ThreadComment; target: Target; onChanged: () => void; onCountChange?: (delta: number) => void; readOnly: boolean; isReply?: boolean }) {
  const [replying, setReplying] = useState(false);
  async function remove() {
    const result = await deleteCommentAction({ id: c.id });
    if (!result.ok) return socialError(result.message);
    onCountChange?.(-1);
    onChanged();
  }
  return (
    <article data-testid="comment" aria-label={c.author ? `Comentário de ${c.author.name}` : COMMENT_REMOVED}>
      <div className="flex gap-3">
        {c.author ? <Avatar name={c.author.name} image={c.author.image} className="size-8 text-xs" /> : <span aria-hidden className="size-8 shrink-0 rounded-full bg-surface-muted" />}
        <div className="min-w-0 flex-1">
          <div className="rounded-2xl bg-surface-muted px-4 py-2.5">
            {c.deleted ? (
              <p className="text-sm text-ink-muted italic">{COMMENT_REMOVED}</p>
            ) : (
              <>
                <p className="text-sm font-bold text-ink">{c.author?.name}</p>
                <PlainText text={c.description} className="text-sm text-ink" />
              </>
            )}
          </div>
          {!c.deleted && (
            <div className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-ink-muted">
              <time dateTime={c.createdAt} className="px-1">{formatDate(c.createdAt)}</time>
              {readOnly ? (
                <span className="px-1">{c.likes} curtida{c.likes === 1 ? "" : "s"}</span>
              ) : (
                <>
                  <LikeButton target="comment" id={c.id} liked={c.userLiked} likes={c.likes} label="Curtir comentário" size="sm" />
                  {!isReply && (
                    <button type="button" onClick={() => setReplying((r) => !r)} aria-expanded={replying} className="min-h-9 rounded-full px-2.5 font-bold hover:bg-brand-soft focus-visible:outline-3">
                      Responder
                    </button>
                  )}
                  {c.userAuthor ? <ConfirmDelete title="Você vai deletar esse comentário" label="Deletar comentário" description={DELETE_CONFIRM} confirmLabel="Sim" tone="quiet" onConfirm={remove} /> : <ReportDialog target="comment" id={c.id} />}
                </>
              )}
            </div>
          )}
          {(c.replies.length > 0 || replying) && (
            <div className="mt-3 space-y-3 border-l-2 border-line pl-3">
              {c.replies.length > 0 && (
                <ul className="space-y-3" aria-label="Respostas">
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <CommentItem comment={r} target={target} onChanged={onChanged} onCountChange={onCountChange} readOnly={readOnly} isReply />
                    </li>
                  ))}
                </ul>
              )}
              {replying && (
                <CommentForm
                  target={target}
                  replyTo={c.id}
                  label={`Responder a ${c.author?.name ?? "comentário"}`}
                  autoFocus
                  onSent={() => {
                    setReplying(false);
                    onCountChange?.(1);
                    onChanged();
                  }}
                />
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

function CommentForm({ target, replyTo = null, label, autoFocus, onSent }: { target: Target; replyTo?: number | null; label: string; autoFocus?: boolean; onSent: () => void }) {
  const { form, submit, pending, ready } = useActionForm({
    schema: commentSchema,
    action: addCommentAction,
    defaultValues: { description: "", commentId: replyTo, ...(target.kind === "post" ? { postId: target.id } : { activityId: target.id }) },
    mode: "onSubmit",
    onSuccess: () => {
      form.reset();
      onSent();
    },
    onFailure: (result) => {
      if (!result.fieldErrors?.description) socialError(result.message);
      return true;
    },
  });
  const text = form.watch("description") ?? "";
  const error = form.formState.errors.description?.message;
  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <Field label={label} srOnlyLabel error={error} counter={{ length: text.length, max: COMMENT_MAX }} className="min-w-0 flex-1">
        <Input
          {...form.register("description")}
          placeholder={replyTo ? "Escreva uma resposta" : "Escreva um comentário"}
          autoComplete="off"
          autoFocus={autoFocus}
          disabled={pending || !ready}
          onKeyDown={(e) => {
            // Enter sends only a non-empty comment.
            if (e.key === "Enter" && text.trim() === "") e.preventDefault();
          }}
        />
      </Field>
      <Button type="submit" size="sm" className="mt-1" disabled={pending || !ready || text.trim() === ""}>
        Enviar
      </Button>
    </form>
  );
}

// Likes and comments of a public activity page, read-only for visitors, with the spec's note to
// log in or sign up. Rendered on the server into the cached page: it reads no cookie, and
// shows the same thing to everyone.
import { HeartIcon } from "lucide-react";
import Link from "next/link";
import { Avatar } from "@/components/member/avatar";
import { formatDate } from "@/lib/format";
import type { ThreadComment } from "@/lib/social/comments";
import { COMMENT_REMOVED, VISITOR_NOTE } from "@/lib/social/messages";
import { PlainText } from "./plain-text";

export function PublicActivitySocial({ likes, thread }: { likes: number; thread: ThreadComment[] }) {
  return (
    <section aria-labelledby="comentarios-publicos" className="mt-12 rounded-3xl border border-line bg-white p-6 md:p-8" data-testid="public-activity-social">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comentarios-publicos" className="text-xl font-bold text-ink">
          Comentários
        </h2>
        <p className="inline-flex items-center gap-1.5 font-bold text-ink-muted">
          <HeartIcon aria-hidden className="size-5" /> {likes} curtida{likes === 1 ? "" : "s"}
        </p>
      </div>
      <p className="mt-3 rounded-2xl bg-brand-soft px-4 py-3 text-sm text-ink">
        {VISITOR_NOTE}{" "}
        <Link href="/login" className="font-bold text-brand-ink underline">
          Entrar
        </Link>{" "}
        ou{" "}
        <Link href="/cadastrar" className="font-bold text-brand-ink underline">
          Cadastrar
        </Link>
      </p>
      {thread.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">Nenhum comentário ainda.</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {thread.map((c) => (
            <li key={c.id}>
              <ReadOnlyComment comment={c} />
              {c.replies.length > 0 && (
                <ul className="mt-3 ml-11 space-y-3 border-l-2 border-line pl-3" aria-label="Respostas">
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <ReadOnlyComment comment={r} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReadOnlyComment({ comment: c }: { comment: ThreadComment }) {
  return (
    <div className="flex gap-3">
      {c.author ? <Avatar name={c.author.name} image={c.author.image} className="size-8 text-xs" /> : <span aria-hidden className="size-8 shrink-0 rounded-full bg-surface-muted" />}
      <div className="min-w-0 flex-1 rounded-2xl bg-surface-muted px-4 py-2.5">
        {c.deleted ? (
          <p className="text-sm text-ink-muted italic">{COMMENT_REMOVED}</p>
        ) : (
          <>
            <p className="text-sm font-bold text-ink">
              {c.author?.name} <time dateTime={c.createdAt} className="ml-1 text-xs font-normal text-ink-muted">{formatDate(c.createdAt)}</time>
            </p>
            <PlainText text={c.description} className="text-sm text-ink" />
          </>
        )}
      </div>
    </div>
  );
}

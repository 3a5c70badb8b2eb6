"use client";
// Video playlist (type 18): a video counts as viewed at 80 % (saved by a Server Action,
// then toggleable), required videos lock the later ones until viewed, the next video plays at the
// end, and the playlist participation happens on the server when the last one is viewed.
import { LockIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, useTransition } from "react";
import { markVideoViewedAction, toggleVideoCheckAction } from "@/lib/activities/videos/actions";
import type { PlaylistState } from "@/lib/activities/videos/playlist";
import { truncate } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { useStationAmount } from "@/components/member/station-currency";
import { FeedbackModal } from "./feedback-modal";
import { toast } from "@/components/ui/toast";
import { VideoPlayer } from "./video-player";
import { CheckboxField } from "@/components/ui/checkbox";

const VIEWED_AT = 0.8;

type Props = {
  initial: PlaylistState;
  feedback: { html: string; lottie: unknown } | null;
};

function firstToWatch(state: PlaylistState): number {
  const i = state.videos.findIndex((v) => !v.viewedOnce && !v.locked);
  return i >= 0 ? i : 0;
}

export function VideoPlaylist({ initial, feedback }: Props) {
  const router = useRouter();
  const amount = useStationAmount();
  const [state, setState] = useState(initial);
  const [current, setCurrent] = useState(() => firstToWatch(initial));
  const [autoPlay, setAutoPlay] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [, startTransition] = useTransition();
  const reported = useRef(new Set<number>());

  const video = state.videos[current];
  const viewedCount = state.videos.filter((v) => v.viewedOnce).length;

  const onProgress = useCallback(
    (fraction: number) => {
      if (!video || fraction < VIEWED_AT || video.viewedOnce || reported.current.has(video.id)) return;
      reported.current.add(video.id);
      startTransition(async () => {
        const result = await markVideoViewedAction({ activityId: state.activityId, videoId: video.id });
        if (!result.ok) {
          reported.current.delete(video.id);
          setError(result.message);
          return;
        }
        setState(result.data.playlist);
        if (result.data.justCompleted) {
          if (result.data.pointsAwarded > 0) {
            toast(`Parabéns, você completou a playlist e ganhou ${amount(result.data.pointsAwarded)}.`);
          }
          setDone(true);
        }
      });
    },
    [video, state.activityId, amount],
  );

  const onEnded = useCallback(() => {
    // Auto-next: the following video, unless a required one still locks it.
    // The 80 % check of this video may still be on its way: count it as viewed for the lock.
    let blocked = false;
    const next = state.videos.findIndex((v, i) => {
      const open = !blocked;
      if (v.required && !(v.viewedOnce || i === current || reported.current.has(v.id))) blocked = true;
      return i > current && open;
    });
    if (next >= 0) {
      setAutoPlay(true);
      setCurrent(next);
    }
  }, [current, state]);

  const toggle = (videoId: number, hasViewed: boolean) => {
    // Optimistic: the box follows the click at once; the server's answer confirms or reverts it.
    const previous = state;
    setState({ ...state, videos: state.videos.map((v) => (v.id === videoId ? { ...v, hasViewed } : v)) });
    startTransition(async () => {
      const result = await toggleVideoCheckAction({ activityId: state.activityId, videoId, hasViewed });
      if (result.ok) setState(result.data);
      else {
        setState(previous);
        setError(result.message);
      }
    });
  };

  if (!video) return <p className="rounded-2xl bg-surface-muted p-6 text-ink-muted">Esta playlist ainda não tem vídeos.</p>;

  return (
    <section aria-label="Playlist de vídeos" className="min-w-0 space-y-6">
      <div>
        <VideoPlayer key={video.id} {...video} autoPlay={autoPlay} onProgress={onProgress} onEnded={onEnded} />
        <h2 className="mt-4 text-xl font-bold text-ink">{video.name}</h2>
        {video.description ? <p className="mt-2 text-ink-muted">{video.description}</p> : null}
        {error ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>

      <div className="rounded-3xl border border-line bg-white p-4 shadow-sm">
        <div className="flex items-center justify-between px-2 pb-3">
          <p className="font-bold text-ink">Vídeos</p>
          <p className="text-sm font-semibold text-ink-muted" data-testid="playlist-progress">
            {viewedCount} de {state.videos.length} assistidos
          </p>
        </div>
        <ol className="space-y-2">
          {state.videos.map((v, i) => (
            <li
              key={v.id}
              className={cn(
                "flex items-center gap-3 rounded-2xl p-2",
                i === current ? "bg-brand-soft" : "hover:bg-surface-muted",
                v.locked && "opacity-60",
              )}
            >
              <button
                type="button"
                disabled={v.locked}
                onClick={() => {
                  setAutoPlay(true);
                  setCurrent(i);
                }}
                aria-current={i === current ? "true" : undefined}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold",
                    v.viewedOnce ? "bg-green-600 text-white" : i === current ? "bg-brand text-brand-fg" : "bg-surface-muted text-ink",
                  )}
                >
                  {v.locked ? <LockIcon className="size-4" aria-hidden /> : v.viewedOnce ? "✓" : i + 1}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink" title={v.name}>
                    {truncate(v.name, 30)}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {v.locked ? "Bloqueado: assista ao vídeo obrigatório anterior" : v.required ? "Obrigatório" : "Opcional"}
                  </span>
                </span>
              </button>
              <CheckboxField
                label={
                  <>
                    Assistido
                    <span className="sr-only">: {v.name}</span>
                  </>
                }
                className={cn("shrink-0 gap-1 text-xs font-semibold text-ink-muted", !v.viewedOnce && "invisible")}
                checkboxClassName="size-4 [&_svg]:size-3"
                checked={v.hasViewed}
                disabled={!v.viewedOnce}
                onCheckedChange={(c) => toggle(v.id, c === true)}
              />
            </li>
          ))}
        </ol>
        {state.completed ? (
          <p className="mt-3 rounded-2xl bg-green-50 px-4 py-3 text-sm font-semibold text-green-800">Playlist concluída!</p>
        ) : null}
      </div>

      <FeedbackModal
        open={done}
        onOpenChange={(open) => {
          if (!open) {
            setDone(false);
            router.refresh();
          }
        }}
        title="Playlist concluída!"
        description="Você assistiu a todos os vídeos desta atividade."
        html={feedback?.html}
        lottie={feedback?.lottie}
        lottieSrc="/static/lottie/confetti.json"
      />
    </section>
  );
}

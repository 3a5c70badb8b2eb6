"use client";
// A video that costs nothing until it is played: the item's own image with a play button, replaced
// by the YouTube (privacy-enhanced) player or the HTML5 player on click.
import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { StationImage } from "@/components/ui/station-image";

export function VideoFacade({
  title,
  poster,
  videoId,
  videoUrl,
  eager = false,
}: {
  title: string;
  poster: string | null;
  videoId: string | null;
  videoUrl: string | null;
  /** Load the poster at once (first section under the hero). */
  eager?: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing && videoId) {
    return (
      <iframe
        className="aspect-video w-full rounded-3xl"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (playing && videoUrl) {
    return <video className="aspect-video w-full rounded-3xl bg-black" src={videoUrl} controls autoPlay playsInline />;
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-3xl bg-brand-soft"
    >
      {poster && (
        <StationImage src={poster} alt="" width={800} height={450} priority={eager} className="size-full object-cover" />
      )}
      <span className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors group-hover:bg-black/20">
        <span className="flex size-18 items-center justify-center rounded-full bg-white text-brand-ink shadow-xl transition-transform group-hover:scale-105">
          <PlayIcon aria-hidden className="ml-1 size-8" fill="currentColor" />
        </span>
      </span>
      <span className="sr-only">Assistir ao vídeo: {title}</span>
    </button>
  );
}

// A video page of an area (legal "Vídeos", political "Café com Política" and "Transforma"): the
// station's YouTube videos or playlists, embedded through youtube-nocookie (no tracking cookie until
// the member plays one) and loaded lazily, one iframe per entry.
import { PlayCircleIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

/** Playlist ids (PL…, UU…, OL…) embed as a playlist; anything else is one video. */
export function youtubeEmbedUrl(id: string): string {
  return /^(PL|UU|OL|FL|RD)[\w-]{10,}$/.test(id)
    ? `https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(id)}`
    : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}

export function ServiceVideos({ title, videos }: { title: string; videos: { title: string; youtubeId: string }[] }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {videos.length === 0 ? (
        <EmptyState className="mt-5" icon={PlayCircleIcon} text="Não há vídeos publicados ainda." />
      ) : (
        <ul className="mt-5 grid gap-5 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video.youtubeId} className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
              <iframe
                src={youtubeEmbedUrl(video.youtubeId)}
                title={video.title}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
                className="aspect-video w-full border-0 bg-ink"
              />
              <p className="p-4 font-semibold text-ink">{video.title}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

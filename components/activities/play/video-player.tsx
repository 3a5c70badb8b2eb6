"use client";
// One playlist video: HTML5 for uploaded/static files, YouTube (nocookie) and Vimeo embeds by id.
// Progress is read without third-party scripts (the CSP allows none): the HTML5 media events, and
// for the embeds their postMessage protocols (YouTube "listening"/infoDelivery, Vimeo's
// addEventListener). `onProgress` gets the played fraction, `onEnded` fires at the end.
import { useEffect, useRef } from "react";

export type VideoSource = { provider: "file" | "youtube" | "vimeo"; source: string; name: string };

type Props = VideoSource & {
  onProgress: (fraction: number) => void;
  onEnded: () => void;
  autoPlay?: boolean;
};

export function VideoPlayer({ provider, source, name, onProgress, onEnded, autoPlay = false }: Props) {
  if (provider === "file") return <FileVideo source={source} name={name} onProgress={onProgress} onEnded={onEnded} autoPlay={autoPlay} />;
  return <EmbedVideo provider={provider} source={source} name={name} onProgress={onProgress} onEnded={onEnded} autoPlay={autoPlay} />;
}

function FileVideo({ source, name, onProgress, onEnded, autoPlay }: Omit<Props, "provider">) {
  const ref = useRef<HTMLVideoElement>(null);
  const fixingDuration = useRef(false);
  return (
    <video
      ref={ref}
      key={source}
      src={source}
      controls
      playsInline
      autoPlay={autoPlay}
      preload="metadata"
      aria-label={name}
      data-testid="playlist-video"
      className="aspect-video w-full rounded-2xl bg-black"
      onLoadedMetadata={(e) => {
        // Recorded streams may not declare a duration until seeked to the end once.
        const v = e.currentTarget;
        if (v.duration === Infinity) {
          fixingDuration.current = true;
          v.currentTime = 1e101;
        }
      }}
      onDurationChange={(e) => {
        const v = e.currentTarget;
        if (fixingDuration.current && Number.isFinite(v.duration)) {
          fixingDuration.current = false;
          v.currentTime = 0;
        }
      }}
      onTimeUpdate={(e) => {
        const v = e.currentTarget;
        if (!fixingDuration.current && Number.isFinite(v.duration) && v.duration > 0) onProgress(v.currentTime / v.duration);
      }}
      onEnded={() => {
        if (!fixingDuration.current) onEnded();
      }}
    />
  );
}

function EmbedVideo({ provider, source, name, onProgress, onEnded, autoPlay }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const id = encodeURIComponent(source);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const src =
    provider === "youtube"
      ? `https://www.youtube-nocookie.com/embed/${id}?enablejsapi=1&rel=0&playsinline=1&origin=${encodeURIComponent(origin)}${autoPlay ? "&autoplay=1" : ""}`
      : `https://player.vimeo.com/video/${id}?api=1${autoPlay ? "&autoplay=1" : ""}`;
  const expectedOrigin = provider === "youtube" ? "https://www.youtube-nocookie.com" : "https://player.vimeo.com";

  const handlers = useRef({ onProgress, onEnded });
  useEffect(() => {
    handlers.current = { onProgress, onEnded };
  }, [onProgress, onEnded]);

  useEffect(() => {
    const post = (message: unknown) => frame.current?.contentWindow?.postMessage(JSON.stringify(message), expectedOrigin);
    const subscribe = () => {
      if (provider === "youtube") post({ event: "listening", id: 1, channel: "widget" });
      else {
        post({ method: "addEventListener", value: "timeupdate" });
        post({ method: "addEventListener", value: "ended" });
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin || event.source !== frame.current?.contentWindow) return;
      let data: unknown = event.data;
      if (typeof data === "string") {
        try {
          data = JSON.parse(data);
        } catch {
          return;
        }
      }
      const msg = data as { event?: string; info?: { currentTime?: number; duration?: number; playerState?: number }; data?: { percent?: number } };
      if (provider === "youtube") {
        if (msg.event === "onReady") subscribe();
        const info = msg.info;
        if (info?.currentTime !== undefined && info.duration) handlers.current.onProgress(info.currentTime / info.duration);
        if (info?.playerState === 0) handlers.current.onEnded();
      } else {
        if (msg.event === "ready") subscribe();
        if (msg.event === "timeupdate" && typeof msg.data?.percent === "number") handlers.current.onProgress(msg.data.percent);
        if (msg.event === "ended") handlers.current.onEnded();
      }
    };
    window.addEventListener("message", onMessage);
    const iframe = frame.current;
    iframe?.addEventListener("load", subscribe);
    return () => {
      window.removeEventListener("message", onMessage);
      iframe?.removeEventListener("load", subscribe);
    };
  }, [provider, expectedOrigin]);

  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title={name}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      className="aspect-video w-full rounded-2xl bg-black"
    />
  );
}

"use client";
// The activity's first video above the body; viewing it is not tracked here.
import { VideoPlayer, type VideoSource } from "@/components/activities/play/video-player";

const noop = () => undefined;

export function FirstVideo(video: VideoSource) {
  return <VideoPlayer {...video} onProgress={noop} onEnded={noop} />;
}

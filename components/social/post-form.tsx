"use client";
// The post form: text with a 320 counter, one photo (JPEG/PNG) or one video
// (MP4/MOV/WMV up to 200 MB; the option hidden by the station's hidePostVideo). A picked file
// uploads at once with its percentage while the form is disabled, then shows as ready; publishing
// sends text and the uploaded key, and clears both.
import { ImageIcon, Loader2Icon, VideoIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Avatar } from "@/components/member/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useActionForm } from "@/components/ui/use-action-form";
import { sendWithProgress } from "@/components/uploads/upload-with-progress";
import { createPostAction } from "@/lib/social/actions";
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, POST_TEXT_MAX, POST_VIDEO_ACCEPT, POST_VIDEO_MAX_BYTES } from "@/lib/social/limits";
import type { StoredMedia } from "@/lib/social/media";
import { IMAGE_TOO_LARGE, IMAGE_UNSUPPORTED, UPLOAD_INTERRUPTED, VIDEO_READY, VIDEO_TOO_LARGE, VIDEO_UNSUPPORTED } from "@/lib/social/messages";
import type { FeedPost } from "@/lib/social/posts";
import { postSchema } from "@/lib/social/schemas";
import { socialError } from "./client";
import { StationImage } from "@/components/ui/station-image";

type Media = { type: "image" | "video"; name: string; preview: string; percent: number; stored: StoredMedia | null };

const VIDEO_EXTENSIONS = /\.(mp4|mov|wmv)$/i;
const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/x-ms-wmv"];

/** The browser's pre-check of a picked file (the server checks the bytes again). */
export function precheckPostFile(file: { name: string; size: number; type: string }, kind: "image" | "video"): string | null {
  if (kind === "image") {
    if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_UNSUPPORTED;
    return file.size > POST_IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE : null;
  }
  if (!VIDEO_TYPES.includes(file.type) && !VIDEO_EXTENSIONS.test(file.name)) return VIDEO_UNSUPPORTED;
  return file.size > POST_VIDEO_MAX_BYTES ? VIDEO_TOO_LARGE : null;
}

export function PostForm({ me, videoEnabled, onPublished }: { me: { name: string | null; image: string | null }; videoEnabled: boolean; onPublished: (post: FeedPost) => void }) {
  const [media, setMedia] = useState<Media | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const { form, submit, pending, ready } = useActionForm({
    schema: postSchema,
    action: createPostAction,
    defaultValues: { description: "", media: null },
    mode: "onSubmit",
    onSuccess: (post) => {
      clearMedia();
      form.reset({ description: "", media: null });
      onPublished(post);
    },
    onFailure: (result) => {
      if (!result.fieldErrors?.description) socialError(result.message);
      return true;
    },
  });
  const text = form.watch("description") ?? "";
  const uploading = media !== null && media.stored === null;

  useEffect(() => () => abort.current?.abort(), []);

  function clearMedia() {
    abort.current?.abort();
    if (media) URL.revokeObjectURL(media.preview);
    setMedia(null);
    form.setValue("media", null);
  }

  async function pick(file: File | undefined, type: "image" | "video") {
    if (!file) return;
    const problem = precheckPostFile(file, type);
    if (problem) {
      setMediaError(problem);
      return;
    }
    setMediaError(null);
    clearMedia();
    const preview = URL.createObjectURL(file);
    setMedia({ type, name: file.name, preview, percent: 0, stored: null });
    const controller = new AbortController();
    abort.current = controller;
    const answer = await sendWithProgress<StoredMedia>(`/homepage/feed/upload?tipo=${type === "image" ? "imagem" : "video"}`, file, (percent) => setMedia((m) => (m && m.preview === preview ? { ...m, percent } : m)), {
      headers: { "content-type": file.type || "application/octet-stream" },
      failure: UPLOAD_INTERRUPTED,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    if (!answer.ok) {
      URL.revokeObjectURL(preview);
      setMedia(null);
      setMediaError(answer.message);
      return;
    }
    setMedia((m) => (m && m.preview === preview ? { ...m, percent: 100, stored: answer.data } : m));
    form.setValue("media", { type: answer.data.type, key: answer.data.key });
  }

  const locked = uploading || pending || !ready;

  return (
    <form onSubmit={submit} noValidate aria-label="Novo post" className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="post-form">
      <fieldset disabled={locked} className="min-w-0">
        <div className="flex gap-3">
          <Avatar name={me.name} image={me.image} className="size-10" />
          <Field label="O que você está pensando?" srOnlyLabel error={form.formState.errors.description?.message} counter={{ length: text.length, max: POST_TEXT_MAX }} className="min-w-0 flex-1">
            <Textarea rows={3} placeholder="O que você está pensando?" {...form.register("description")} className="resize-none" />
          </Field>
        </div>
      </fieldset>
      {/* Outside the fieldsets: removing the media, or cancelling its upload, stays possible. */}
      {media && <MediaPreview media={media} onRemove={clearMedia} />}
      {mediaError && (
        <p role="alert" className="mt-3 rounded-2xl bg-red-50 px-4 py-2.5 text-sm font-bold text-red-700" data-testid="media-error">
          {mediaError}
        </p>
      )}
      <fieldset disabled={locked} className="mt-3 min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <input ref={imageInput} type="file" accept="image/jpeg,image/png" className="sr-only" tabIndex={-1} aria-hidden data-testid="post-image-input" onChange={(e) => (void pick(e.target.files?.[0], "image"), (e.target.value = ""))} />
          <Button type="button" variant="ghost" size="sm" onClick={() => imageInput.current?.click()}>
            <ImageIcon aria-hidden className="size-5" /> Foto
          </Button>
          {videoEnabled && (
            <>
              <input ref={videoInput} type="file" accept={POST_VIDEO_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden data-testid="post-video-input" onChange={(e) => (void pick(e.target.files?.[0], "video"), (e.target.value = ""))} />
              <Button type="button" variant="ghost" size="sm" onClick={() => videoInput.current?.click()}>
                <VideoIcon aria-hidden className="size-5" /> Vídeo
              </Button>
            </>
          )}
          <span className="flex-1" />
          <Button type="submit" disabled={locked}>
            {pending && <Loader2Icon aria-hidden className="size-4 animate-spin" />}
            Publicar
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function MediaPreview({ media, onRemove }: { media: Media; onRemove: () => void }) {
  const uploading = media.stored === null;
  return (
    <div className="relative mt-3 overflow-hidden rounded-2xl border border-line bg-surface-muted">
      {media.type === "image" ? (
        <StationImage src={media.stored?.url ?? media.preview} alt="Foto escolhida" width={800} height={600} priority className="max-h-72 w-full object-contain" />
      ) : (
        <div className="flex items-center gap-3 p-4 pr-14">
          <VideoIcon aria-hidden className="size-8 shrink-0 text-brand-ink" />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-ink">{media.name}</p>
            {!uploading && (
              <p role="status" className="text-sm font-semibold text-emerald-700" data-testid="video-ready">
                {VIDEO_READY}
              </p>
            )}
          </div>
        </div>
      )}
      {uploading && (
        // Over a photo's bottom edge; under a video's name (nothing to see through). Clear of the ✕.
        <div className={media.type === "image" ? "absolute inset-x-0 bottom-0 bg-white/90 py-2.5 pr-14 pl-4" : "px-4 pr-14 pb-3"}>
          <div className="flex items-center justify-between text-sm font-bold text-ink">
            <span>Enviando {media.type === "image" ? "foto" : "vídeo"}…</span>
            <span data-testid="upload-percent">{media.percent}%</span>
          </div>
          <div role="progressbar" aria-label="Envio do arquivo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={media.percent} className="mt-1.5 h-2 overflow-hidden rounded-full bg-line">
            <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${media.percent}%` }} />
          </div>
        </div>
      )}
      <button type="button" onClick={onRemove} aria-label={uploading ? "Cancelar envio" : "Remover mídia"} className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white focus-visible:outline-3">
        <XIcon aria-hidden className="size-5" />
      </button>
    </div>
  );
}

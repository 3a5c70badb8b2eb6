"use client";
// Picking, cropping and uploading one image (select, crop dialog, button "Finalizar Edição",
// uploading overlay, then the returned value is stored). The picked file is
// checked for type and size before cropping; the server checks the bytes again.
import { CircleUserRoundIcon, ImageIcon } from "lucide-react";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Button } from "@/components/ui/button";
import { precheckPickedFile } from "@/lib/adapters/storage/images";
import { cn } from "@/lib/utils/cn";
import { cropToBlob } from "./crop-image";
import { uploadWithProgress } from "./upload-with-progress";
import { StationImage } from "@/components/ui/station-image";
import { FieldLabel } from "@/components/ui/field";

export interface ImageUploadFieldProps {
  /** Route handler that stores the image, e.g. "/files/upload?purpose=wizardPhoto". */
  uploadUrl: string;
  maxBytes: number;
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  hint?: string;
  /** Round avatar crop (photos) or the image's own proportions (logos). */
  kind: "avatar" | "logo";
  /** Text of the pick button when no image is chosen yet. */
  pickLabel?: string;
  /** What the empty frame says and the chosen image's alt text (a logo's, unless told). */
  emptyText?: string;
  imageAlt?: string;
}

export function ImageUploadField({ uploadUrl, maxBytes, value, onChange, label, hint, kind, pickLabel, emptyText, imageAlt }: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; type: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = precheckPickedFile(file, maxBytes);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setAspect(1);
    setSource({ url: URL.createObjectURL(file), type: file.type, name: file.name });
  };

  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  const finish = async () => {
    if (!source || !area) return;
    const current = source;
    setSource(null);
    setProgress(0);
    try {
      const type = kind === "logo" || current.type !== "image/jpeg" ? "image/png" : "image/jpeg";
      const blob = await cropToBlob(current.url, area, { type, maxSide: kind === "logo" ? 1000 : 800 });
      const answer = await uploadWithProgress(uploadUrl, blob, type === "image/png" ? "imagem.png" : "imagem.jpg", setProgress);
      if (answer.ok) {
        onChange(answer.data.url);
        setError(null);
      } else {
        setError(answer.message);
      }
    } catch {
      setError("Não foi possível preparar a imagem. Tente outra foto.");
    } finally {
      setProgress(null);
      URL.revokeObjectURL(current.url);
    }
  };

  const uploading = progress !== null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-bold text-ink">
        {label}
      </p>
      <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <div
          className={cn(
            "relative flex shrink-0 items-center justify-center overflow-hidden border-2 border-dashed border-line bg-surface-muted",
            kind === "avatar" ? "size-32 rounded-full" : "h-28 w-48 rounded-2xl",
            value && "border-solid",
          )}
        >
          {value ? (
            <StationImage src={value} alt={imageAlt ?? (kind === "avatar" ? "Sua foto" : "Seu logo")} fill className={cn(kind === "avatar" ? "object-cover" : "object-contain p-2")} />
          ) : (
            <Placeholder kind={kind} text={emptyText} />
          )}
          {uploading && (
            <div className="absolute inset-0 flex flex-col items-center justify-center bg-black/60 text-white" role="status" aria-live="polite">
              <span className="text-sm font-bold">Enviando... {progress}%</span>
              <span className="mt-2 h-1.5 w-3/4 overflow-hidden rounded-full bg-white/30">
                <span className="block h-full bg-white transition-[width]" style={{ width: `${progress}%` }} />
              </span>
            </div>
          )}
        </div>
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            onChange={pick}
            aria-labelledby={`${id}-label`}
            aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
            aria-invalid={Boolean(error)}
            disabled={uploading}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={uploading}>
            {value ? "Trocar imagem" : (pickLabel ?? "Escolher imagem")}
          </Button>
          {value && !uploading && (
            <button type="button" className="text-sm text-ink-muted underline underline-offset-2 hover:text-ink" onClick={() => onChange(null)}>
              Remover
            </button>
          )}
          {hint && (
            <p id={hintId} className="text-center text-xs text-ink-muted sm:text-left">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-bold text-red-700">
          {error}
        </p>
      )}

      <Dialog open={source !== null} onOpenChange={(open) => !open && setSource(null)}>
        <DialogContent className="flex max-h-[95dvh] max-w-lg flex-col rounded-2xl p-5 sm:p-5">
          <DialogTitle className="text-lg font-bold text-ink">Ajuste sua imagem</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-ink-muted">
            Arraste para posicionar e use o controle para aproximar.
          </DialogDescription>
          <div className="relative mt-4 h-72 overflow-hidden rounded-xl bg-slate-900 sm:h-80">
            {source && (
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                aspect={aspect}
                cropShape={kind === "avatar" ? "round" : "rect"}
                showGrid={kind === "logo"}
                objectFit="contain"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
                onMediaLoaded={(media) => kind === "logo" && setAspect(media.naturalWidth / media.naturalHeight)}
              />
            )}
          </div>
          <FieldLabel className="mt-4 flex items-center gap-3">
            Zoom
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="flex-1 accent-[var(--brand-ink)]"
            />
          </FieldLabel>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="button" onClick={finish} disabled={!area}>
              Finalizar Edição
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Placeholder({ kind, text }: { kind: "avatar" | "logo"; text?: string }) {
  return kind === "avatar" ? (
    <CircleUserRoundIcon className="size-14 text-slate-400" aria-hidden />
  ) : (
    <span className="flex flex-col items-center gap-1 text-ink-muted">
      <ImageIcon className="size-9" strokeWidth={1.8} aria-hidden />
      <span className="text-xs font-bold">{text ?? "Seu logo aqui"}</span>
    </span>
  );
}

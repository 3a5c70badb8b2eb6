"use client";
// The door on a phone, used with one hand: the answer on top, and at the bottom of the screen the
// big "Escanear" button and the code field (on a wide screen they sit under the answer). Scanning
// opens the rear camera, reads one QR code and closes the camera; typing works the same without
// one, and is what is offered when the camera is refused or missing. A read code goes into the
// address (?codigo=) and the server answers for this station.
import { CameraIcon, CheckIcon, CircleAlertIcon, XIcon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { formatDateTime, formatPoints } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { markCodeUsedAtDoorAction } from "@/lib/validation-desk/actions";
import type { DoorAnswer } from "@/lib/validation-desk/queries";
import { codeFromScan, DOOR_TEXTS } from "@/lib/validation-desk/schemas";
import { cameraProblem, startQrScan, type QrScan } from "./qr-scan";

const TONES = {
  valid: { ring: "border-emerald-600", badge: "bg-emerald-600", title: "text-emerald-800", Icon: CheckIcon, label: DOOR_TEXTS.valid },
  used: { ring: "border-amber-500", badge: "bg-amber-500", title: "text-amber-900", Icon: CircleAlertIcon, label: DOOR_TEXTS.used },
  invalid: { ring: "border-red-600", badge: "bg-red-600", title: "text-red-800", Icon: XIcon, label: DOOR_TEXTS.invalid },
} as const;

function Verdict({ answer, children }: { answer: DoorAnswer; children?: React.ReactNode }) {
  const tone = TONES[answer.state];
  return (
    <section data-testid="door-verdict" data-state={answer.state} aria-live="polite" className={cn("rounded-3xl border-4 bg-white p-5 shadow-sm sm:p-6", tone.ring)}>
      <div className="flex items-center gap-4">
        <span aria-hidden className={cn("flex size-14 shrink-0 items-center justify-center rounded-full text-white", tone.badge)}>
          <tone.Icon className="size-8" />
        </span>
        <div className="min-w-0">
          <h2 className={cn("text-3xl font-bold", tone.title)}>{tone.label}</h2>
          <p className="font-mono text-sm break-all text-ink-muted">{answer.code}</p>
        </div>
      </div>
      {answer.kindLabel ? (
        <dl className="mt-4 grid gap-2 text-base">
          <div>
            <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">Membro</dt>
            <dd className="text-xl font-bold break-words text-ink" data-testid="door-member">
              {answer.memberName ?? "Sem nome"}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{answer.kindLabel}</dt>
            <dd className="font-bold break-words text-ink">{answer.title}</dd>
            {answer.items.length > 0 && (
              <ul className="mt-1 text-ink">
                {answer.items.map((item, i) => (
                  <li key={i}>
                    {item.quantity > 1 ? `${item.quantity} × ` : ""}
                    {item.name}
                  </li>
                ))}
              </ul>
            )}
            {answer.state === "valid" && answer.points > 0 && <p className="mt-1 text-sm text-ink-muted">Ao marcar, o membro recebe {formatPoints(answer.points)} pontos.</p>}
          </div>
          {answer.state === "used" && answer.usedAt && (
            <p className="rounded-2xl bg-amber-50 px-4 py-3 font-bold text-amber-900">
              Utilizado em {formatDateTime(answer.usedAt)}
              {answer.usedBy ? ` por ${answer.usedBy}` : ""}.
            </p>
          )}
          {answer.state === "invalid" && answer.reason && <p className="rounded-2xl bg-red-50 px-4 py-3 font-bold text-red-900">Situação: {answer.reason}</p>}
        </dl>
      ) : (
        <p className="mt-4 font-bold text-red-900">{DOOR_TEXTS.notFound}</p>
      )}
      {children}
    </section>
  );
}

export function DoorDesk({ stationId, answer: initial }: { stationId: number; answer: DoorAnswer | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const [answer, setAnswer] = useState(initial);
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const [cameraMessage, setCameraMessage] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [marking, startMarking] = useTransition();
  const video = useRef<HTMLVideoElement>(null);
  const scan = useRef<QrScan | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const show = (code: string) => router.push(`${pathname}?codigo=${encodeURIComponent(code)}`, { scroll: false });

  const stopCamera = () => {
    scan.current?.stop();
    scan.current = null;
    setScanning(false);
  };
  useEffect(() => () => scan.current?.stop(), []);

  const openCamera = async () => {
    setCameraMessage(null);
    setScanning(true);
    try {
      scan.current = await startQrScan(video.current!, (text) => {
        stopCamera();
        const code = codeFromScan(text);
        if (!code) return setCameraMessage(DOOR_TEXTS.notACode);
        show(code);
      });
    } catch (error) {
      stopCamera();
      setCameraMessage(cameraProblem(error));
      input.current?.focus();
    }
  };

  const submitTyped = (event: React.FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setTypedError(DOOR_TEXTS.codeRequired);
    const code = codeFromScan(typed);
    if (!code) return setTypedError(DOOR_TEXTS.codeInvalid);
    setTypedError(null);
    setTyped("");
    show(code);
  };

  const mark = () =>
    startMarking(async () => {
      if (!answer) return;
      const result = await markCodeUsedAtDoorAction({ stationId, code: answer.code });
      if (!result.ok) {
        toast(result.message, "error");
        return;
      }
      setAnswer(result.data.answer);
      toast(result.data.outcome === "validated" ? DOOR_TEXTS.marked : DOOR_TEXTS.alreadyMarked, result.data.outcome === "validated" ? "success" : "error");
      router.refresh();
    });

  return (
    // The fixed bar's height is left free at the bottom, so the answer never hides behind it.
    <div className="flex flex-col gap-4 pb-56 lg:pb-0">
      {answer ? (
        <Verdict answer={answer}>
          {answer.state === "valid" && (
            <Button size="lg" className="mt-5 min-h-16 w-full text-xl" disabled={marking} onClick={mark}>
              {marking ? DOOR_TEXTS.marking : DOOR_TEXTS.mark}
            </Button>
          )}
        </Verdict>
      ) : (
        <p className="rounded-3xl bg-white p-5 text-ink-muted shadow-sm">O resultado aparece aqui. Cada código é conferido nesta estação.</p>
      )}

      <div className={cn("overflow-hidden rounded-3xl bg-black", scanning ? "block" : "hidden")}>
        <video ref={video} className="aspect-square w-full object-cover" muted playsInline aria-label={DOOR_TEXTS.scanning} />
        <p className="bg-black px-4 py-2 text-center text-sm font-bold text-white">{DOOR_TEXTS.scanning}</p>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:static lg:rounded-3xl lg:border-0 lg:p-6 lg:shadow-sm">
        <div className="mx-auto grid max-w-xl gap-3">
          {cameraMessage && (
            <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-bold text-red-900">
              {cameraMessage}
            </p>
          )}
          {scanning ? (
            <Button type="button" size="lg" variant="outline" className="min-h-16 w-full text-xl" onClick={stopCamera}>
              {DOOR_TEXTS.stopScan}
            </Button>
          ) : (
            <Button type="button" size="lg" className="min-h-16 w-full text-xl" onClick={openCamera}>
              <CameraIcon className="size-6" aria-hidden />
              {DOOR_TEXTS.scan}
            </Button>
          )}
          <form onSubmit={submitTyped} className="flex items-start gap-2" noValidate>
            <Field label="Código" srOnlyLabel error={typedError ?? undefined} className="min-w-0 flex-1">
              <Input
                ref={input}
                name="code"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="Ou digite o código"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="go"
                className="min-h-14 text-lg uppercase"
              />
            </Field>
            <Button type="submit" size="lg" variant="outline" className="min-h-14 px-5">
              Conferir
            </Button>
          </form>
        </div>
      </div>
    </div>
  );
}

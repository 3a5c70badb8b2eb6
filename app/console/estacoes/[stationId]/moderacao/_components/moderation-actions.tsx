"use client";
// The buttons of one reported piece: what a moderator can do depends on whether it is hidden and
// whether reports are still open. Each answers with a toast and refreshes the queue.
import { EyeIcon, EyeOffIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { dismissReportsAction, hideAction, restoreAction } from "@/lib/social/console/actions";
import type { ModerationTarget } from "@/lib/social/console/schemas";
import { DISMISSED_DONE, HIDDEN_DONE, KEPT_HIDDEN_DONE, RESTORED_DONE } from "@/lib/social/console/texts";
import { perform } from "../../pagina-inicial/_components/perform";

export function ModerationActions({
  stationId,
  target,
  id,
  hidden,
  openReports,
  label,
}: {
  stationId: number;
  target: ModerationTarget;
  id: number;
  hidden: boolean;
  openReports: number;
  /** What the buttons act on, for their accessible names: "post de Ana". */
  label: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => ReturnType<typeof hideAction>, done: string) => {
    setBusy(true);
    if (await perform(call(), done)) router.refresh();
    setBusy(false);
  };
  const input = { stationId, target, id };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {hidden ? (
        <Button size="sm" disabled={busy} aria-label={`Restaurar ${label}`} onClick={() => run(() => restoreAction(input), RESTORED_DONE)}>
          <EyeIcon className="size-4" aria-hidden />
          Restaurar
        </Button>
      ) : null}
      {!hidden || openReports > 0 ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`${hidden ? "Manter oculto" : "Ocultar"} ${label}`}
          onClick={() => run(() => hideAction(input), hidden ? KEPT_HIDDEN_DONE : HIDDEN_DONE)}
        >
          <EyeOffIcon className="size-4" aria-hidden />
          {hidden ? "Manter oculto" : "Ocultar"}
        </Button>
      ) : null}
      {openReports > 0 && !hidden ? (
        <Button size="sm" variant="ghost" disabled={busy} aria-label={`Descartar denúncias do ${label}`} onClick={() => run(() => dismissReportsAction(input), DISMISSED_DONE)}>
          <XIcon className="size-4" aria-hidden />
          Descartar denúncias
        </Button>
      ) : null}
    </div>
  );
}

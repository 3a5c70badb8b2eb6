"use client";
// "Visível para os membros": the station switch of a module (calendar, downloads, fuel club).
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setContentFeatureAction } from "@/lib/library/console/actions";
import type { CONTENT_FEATURES } from "@/lib/library/console/schemas";
import { useSaved } from "@/components/console/form-kit";

export function FeatureSwitch({ stationId, feature, on, name }: { stationId: number; feature: (typeof CONTENT_FEATURES)[number]; on: boolean; name: string }) {
  const [pending, setPending] = useState(false);
  const saved = useSaved();
  async function toggle() {
    setPending(true);
    const result = await setContentFeatureAction({ stationId, feature, on: !on });
    setPending(false);
    if (result.ok) saved(on ? `${name}: oculto na área do membro.` : `${name}: visível na área do membro.`);
    else toast(result.message, "error");
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-slate-50 px-4 py-3">
      <span className="text-sm font-bold text-ink">Área do membro:</span>
      <Badge variant={on ? "success" : "neutral"}>{on ? "Visível" : "Oculto"}</Badge>
      <Button type="button" size="sm" variant={on ? "ghost" : "primary"} onClick={toggle} disabled={pending}>
        {on ? `Ocultar ${name.toLowerCase()}` : `Mostrar ${name.toLowerCase()} aos membros`}
      </Button>
    </div>
  );
}

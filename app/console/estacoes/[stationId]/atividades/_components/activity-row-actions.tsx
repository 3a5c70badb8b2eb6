"use client";
// Publish / unpublish and duplicate, for a row of the list and for the activity's header.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CopyIcon, EyeIcon, EyeOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { duplicateActivityAction, setActivityPublishedAction } from "@/lib/activities/console/actions";

export function ActivityRowActions({ stationId, id, name, published, size = "sm" }: { stationId: number; id: number; name: string; published: boolean; size?: "sm" | "md" }) {
  const router = useRouter();
  const [pending, setPending] = useState<"publish" | "duplicate" | null>(null);
  // Pressed before hydration they would do nothing: enabled once React owns the page.
  const ready = useHydrated();

  async function togglePublished() {
    setPending("publish");
    try {
      const result = await setActivityPublishedAction({ stationId, id, published: !published });
      if (!result.ok) return toast(result.message, "error");
      toast(published ? `"${name}" voltou a ser rascunho.` : `"${name}" foi publicada.`);
      router.refresh();
    } finally {
      setPending(null);
    }
  }

  async function duplicate() {
    setPending("duplicate");
    try {
      const result = await duplicateActivityAction({ stationId, id });
      if (!result.ok) return toast(result.message, "error");
      toast(`Cópia criada como rascunho: "${result.data.name}".`);
      router.push(`/estacoes/${stationId}/atividades/${result.data.id}`);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" size={size} variant={published ? "ghost" : "outline"} onClick={togglePublished} disabled={pending !== null || !ready} aria-label={`${published ? "Despublicar" : "Publicar"} ${name}`}>
        {published ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
        {pending === "publish" ? "Salvando..." : published ? "Despublicar" : "Publicar"}
      </Button>
      <Button type="button" size={size} variant="ghost" onClick={duplicate} disabled={pending !== null || !ready} aria-label={`Duplicar ${name}`}>
        <CopyIcon className="size-4" aria-hidden />
        {pending === "duplicate" ? "Duplicando..." : "Duplicar"}
      </Button>
    </div>
  );
}

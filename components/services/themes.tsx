"use client";
// Political-union themes: cards that open the theme's detail (who it concerns, the highlighted
// items with the union's position, what the union did and when, related processes), and
// "Sugerir tema" as a dialog on the list and as its own page (temas/sugerir).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { LandmarkIcon, LightbulbIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextareaField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { suggestThemeAction } from "@/lib/services/actions";
import { DESCRIPTION_MAX, themeSuggestionSchema } from "@/lib/services/schemas";
import { ERROR_TITLE, MSG_NO_THEMES, SUCCESS_TEXT, SUCCESS_TITLE, SUGGEST_THEME } from "@/lib/services/texts";
import type { ThemeCard } from "@/lib/services/views";
import { DetailCardGrid } from "./detail-card-grid";

export function ThemeList({ themes }: { themes: ThemeCard[] }) {
  if (themes.length === 0) return <EmptyState text={MSG_NO_THEMES} icon={LandmarkIcon} />;
  return (
    <DetailCardGrid
      items={themes}
      label="Temas"
      dialogClassName="max-w-2xl"
      card={(t) => (
        <>
          <Badge variant="soft">{t.kind}</Badge>
          <span className="text-lg leading-snug font-bold text-ink">{t.title}</span>
          <span className="line-clamp-3 text-sm text-ink-muted">{t.description}</span>
          <span className="mt-auto pt-1 text-sm font-bold text-brand-ink">Ver detalhes</span>
        </>
      )}
      detail={(t) => (
        <>
          <Badge variant="soft">{t.kind}</Badge>
          <DialogTitle className="mt-2 pr-8 text-xl font-bold">{t.title}</DialogTitle>
          <DialogDescription className="mt-2 text-ink">{t.description}</DialogDescription>
          {t.stakeholders.length > 0 && (
            <Section title="Interessados">
              <ul className="flex flex-wrap gap-2">
                {t.stakeholders.map((s) => (
                  <li key={s}>
                    <Badge variant="neutral">{s}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {t.highlights.length > 0 && (
            <Section title="Itens em destaque">
              <ul className="grid gap-2">
                {t.highlights.map((h) => (
                  <li key={h.id} className="rounded-2xl bg-surface-muted p-3">
                    <p className="font-semibold text-ink">{h.description}</p>
                    <p className="mt-1 text-sm text-ink-muted">
                      Posicionamento: <strong className="text-ink">{h.position}</strong>
                    </p>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {t.actions.length > 0 && (
            <Section title="Ações do sindicato">
              <ol className="grid gap-2 border-l-2 border-brand pl-4">
                {t.actions.map((a) => (
                  <li key={a.id}>
                    <p className="text-xs font-bold text-ink-muted">{a.date}</p>
                    <p className="text-ink">{a.description}</p>
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {t.processes.length > 0 && (
            <Section title="Processos">
              <ul className="grid gap-1 text-sm">
                {t.processes.map((p) => (
                  <li key={p.id}>
                    <strong>{p.identification}</strong> — {p.court}
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </>
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function SuggestThemeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <LightbulbIcon className="size-5" aria-hidden />
          {SUGGEST_THEME}
        </Button>
      </DialogTrigger>
      <DialogContent showClose className="max-w-lg">
        <DialogTitle className="pr-8 text-xl font-bold">{SUGGEST_THEME}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">Conte qual assunto o sindicato deveria acompanhar e por quê.</DialogDescription>
        <SuggestThemeForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The suggestion form; on its own page, `onDone` goes back to the list. */
export function SuggestThemeForm({ onDone }: { onDone: () => void }) {
  const { form, submit, pending, ready } = useActionForm({
    schema: themeSuggestionSchema,
    action: suggestThemeAction,
    defaultValues: { description: "" },
    onSuccess: (_data, f) => {
      toast(SUCCESS_TITLE, "success", SUCCESS_TEXT);
      f.reset({ description: "" });
      onDone();
    },
    onFailure: (result) => {
      toast(ERROR_TITLE, "error", result.message);
      return true;
    },
  });
  const description = (form.watch("description") as string | undefined) ?? "";
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
      <TextareaField
        label="Descrição do tema"
        rows={5}
        {...form.register("description")}
        error={form.formState.errors.description?.message}
        counter={{ length: description.length, max: DESCRIPTION_MAX }}
      />
      <Button type="submit" disabled={pending || !ready}>
        {pending ? "Enviando..." : "Enviar sugestão"}
      </Button>
    </form>
  );
}

/** temas/sugerir as a page: after sending, back to the list. */
export function SuggestThemePageForm({ listHref }: { listHref: string }) {
  const router = useRouter();
  return <SuggestThemeForm onDone={() => router.push(listHref)} />;
}

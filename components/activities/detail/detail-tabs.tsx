"use client";
// "Geral" / "Regulamento" tabs of the detail (the rules tab only when there are rules).
import { Tabs } from "radix-ui";
import { RichText } from "../rich-text";

export function DetailTabs({ general, rulesHtml }: { general: React.ReactNode; rulesHtml: string | null }) {
  if (!rulesHtml) return <>{general}</>;
  const tab =
    "rounded-full px-5 py-2 text-sm font-bold text-ink-muted transition-colors data-[state=active]:bg-brand data-[state=active]:text-brand-fg focus-visible:outline-3";
  return (
    <Tabs.Root defaultValue="geral">
      <Tabs.List aria-label="Informações da atividade" className="mb-6 inline-flex gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-line">
        <Tabs.Trigger value="geral" className={tab}>
          Geral
        </Tabs.Trigger>
        <Tabs.Trigger value="regulamento" className={tab}>
          Regulamento
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="geral" className="focus-visible:outline-none">
        {general}
      </Tabs.Content>
      <Tabs.Content value="regulamento" className="rounded-3xl border border-line bg-white p-6 text-ink shadow-sm">
        <RichText html={rulesHtml} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

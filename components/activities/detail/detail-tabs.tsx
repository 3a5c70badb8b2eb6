"use client";
// "Geral" / "Regulamento" tabs of the detail (the rules tab only when there are rules).
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RichText } from "../rich-text";

export function DetailTabs({ general, rulesHtml }: { general: React.ReactNode; rulesHtml: string | null }) {
  if (!rulesHtml) return <>{general}</>;
  return (
    <Tabs defaultValue="geral">
      <TabsList aria-label="Informações da atividade">
        <TabsTrigger value="geral">Geral</TabsTrigger>
        <TabsTrigger value="regulamento">Regulamento</TabsTrigger>
      </TabsList>
      <TabsContent value="geral">{general}</TabsContent>
      <TabsContent value="regulamento" className="rounded-3xl border border-line bg-white p-6 text-ink shadow-sm">
        <RichText html={rulesHtml} />
      </TabsContent>
    </Tabs>
  );
}

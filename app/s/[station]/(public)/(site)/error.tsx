"use client";
// A public page that failed keeps the station's header and footer (the layout is outside this boundary).
import { Button } from "@/components/ui/button";
import { ERROR_TEXT, PageProblem } from "@/components/site/page-problem";

export default function StationError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <PageProblem title="Algo deu errado" text={ERROR_TEXT} homeHref="/">
      <Button variant="outline" onClick={() => retry()}>
        Tentar de novo
      </Button>
    </PageProblem>
  );
}

"use client";
// The body of a station's error boundary, public or member: what happened, "Tentar de novo" (the
// boundary's retry) and the way back home.
import { Button } from "@/components/ui/button";
import { ERROR_TEXT, PageProblem } from "./page-problem";

export function PageError({ retry, homeHref }: { retry: () => void; homeHref: string }) {
  return (
    <PageProblem title="Algo deu errado" text={ERROR_TEXT} homeHref={homeHref}>
      <Button variant="outline" onClick={() => retry()}>
        Tentar de novo
      </Button>
    </PageProblem>
  );
}

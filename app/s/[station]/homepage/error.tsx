"use client";
// A member page that failed keeps the shell (the layout is outside this boundary).
import { Button } from "@/components/ui/button";
import { ERROR_TEXT, PageProblem } from "@/components/site/page-problem";

export default function MemberError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <PageProblem title="Algo deu errado" text={ERROR_TEXT} homeHref="/homepage">
      <Button variant="outline" onClick={() => retry()}>
        Tentar de novo
      </Button>
    </PageProblem>
  );
}

import { formatBRL } from "@/lib/format";

/** A reward in hundredths, as the member sees it ("R$ 25,00"), or "Sem pontos". */
export function PointsText({ value }: { value: number }) {
  if (value === 0) return <span className="text-ink-muted">Sem pontos</span>;
  return <span className="font-bold text-ink tabular-nums">{formatBRL(value)}</span>;
}

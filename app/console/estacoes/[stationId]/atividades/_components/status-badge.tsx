import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, type ActivityStatus } from "@/lib/activities/console/status";

const VARIANT = { rascunho: "neutral", publicada: "success", agendada: "warning", encerrada: "danger" } as const;

export function StatusBadge({ status }: { status: ActivityStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}

// A member's state as a badge, the same words in the list and on the member's page.
import { Badge } from "@/components/ui/badge";
import { MEMBER_STATUS_LABELS, type MemberStatus } from "@/lib/accounts/console/schemas";

const VARIANT = { ativo: "success", suspenso: "danger", pendente: "warning", excluido: "neutral" } as const;

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge variant={VARIANT[status]}>{MEMBER_STATUS_LABELS[status]}</Badge>;
}

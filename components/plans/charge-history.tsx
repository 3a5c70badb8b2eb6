// "Histórico de cobranças" on /homepage/planos: each plan operation with what it charged (or why
// it failed), so the member can check every figure the forms announced.
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatBRL, formatDate } from "@/lib/format";
import type { ChargeHistoryItem } from "@/lib/plans/subscriptions";

const KIND_LABELS = { purchase: "Assinatura", upgrade: "Upgrade", downgrade: "Downgrade agendado", renewal: "Renovação" } as const;
const STATUS = {
  paid: { label: "Pago", variant: "success" },
  free: { label: "Sem cobrança", variant: "neutral" },
  failed: { label: "Recusado", variant: "danger" },
} as const;

export function ChargeHistory({ items }: { items: ChargeHistoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <Card className="grid gap-4">
      <CardTitle>Histórico de cobranças</CardTitle>
      <Table aria-label="Histórico de cobranças" data-testid="charge-history">
        <TableHeader>
          <TableRow>
            <TableHead>Data</TableHead>
            <TableHead>Plano</TableHead>
            <TableHead>Operação</TableHead>
            <TableHead>Cartão</TableHead>
            <TableHead className="text-right">Valor</TableHead>
            <TableHead>Situação</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid="charge-row">
              <TableCell>{formatDate(item.date)}</TableCell>
              <TableCell>{item.planName}</TableCell>
              <TableCell>{KIND_LABELS[item.kind]}</TableCell>
              <TableCell>{item.card ?? "—"}</TableCell>
              <TableCell className="text-right font-bold whitespace-nowrap">{formatBRL(item.amountCents)}</TableCell>
              <TableCell>
                <Badge variant={STATUS[item.status].variant} title={item.failureReason ?? undefined}>
                  {STATUS[item.status].label}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

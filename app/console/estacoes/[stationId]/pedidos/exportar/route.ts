// Pedidos › Exportar CSV: the filtered list, newest first, streamed a batch at a time (semicolons
// and a BOM, so a spreadsheet in pt-BR opens it in columns with its accents). The whole team.
import { consoleRoute } from "@/lib/auth/guard";
import { orderFilterFrom } from "@/lib/commerce/console/filters";
import { consoleOrderBatches } from "@/lib/commerce/console/queries";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import { refundAmount } from "@/lib/commerce/totals";
import { formatAuditDate } from "@/lib/console/audit-text";
import { csvDay, csvDownload } from "@/lib/console/csv-download";
import { getDb } from "@/lib/db/client";
import { formatBRL } from "@/lib/format";

const HEADER = ["Pedido", "Feito em", "Membro", "E-mail", "Situação", "Pagamento", "Total", "Saldo", "Cartão ou PIX", "Estornado"];

export const GET = consoleRoute(async ({ request, station }) => {
  const filter = orderFilterFrom(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const rows = async function* () {
    for await (const batch of consoleOrderBatches(db, station.id, filter)) {
      yield batch.map((o) => [
        o.code,
        formatAuditDate(o.createdAt),
        o.memberName ?? "",
        o.memberEmail ?? "",
        ORDER_STATUS_LABELS[o.status],
        PAYMENT_METHOD_LABELS[o.paymentMethod],
        formatBRL(o.totalValue),
        formatBRL(o.walletValue),
        formatBRL(o.gatewayValue),
        formatBRL(refundAmount(o.totalValue, o.refundedBasisPoints)),
      ]);
    }
  };
  return csvDownload(`pedidos-${station.slug}-${csvDay()}.csv`, HEADER, rows());
});

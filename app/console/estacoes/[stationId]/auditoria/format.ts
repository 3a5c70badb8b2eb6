/** "24/11/2026 às 05:51", in São Paulo time. */
export function formatAuditDate(at: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(at);
  return parts.replace(", ", " às ");
}

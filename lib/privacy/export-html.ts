// The readable copy of "Baixar meus dados": one self-contained HTML document in pt-BR, in the
// station's colour and name, printable (no script, no external request: the photo and logos are
// named, not loaded). Formatting of dates, money and points happens here, at the edge.
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import type { OrderStatus, PaymentMethod } from "@/lib/commerce/schema";
import { formatBRL, formatCpf, formatDate, formatDateTime, formatPhone, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { CONSENT_LABELS } from "@/lib/consents";
import type { MemberExport } from "./export";
import { KIND_LABELS, STATUS_LABELS } from "./texts";
import type { DataRequestKind, DataRequestStatus } from "./schema";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const e = (v: string | null | undefined) => escapeHtml(v ?? "");
const orNone = (v: string | null | undefined) => (v ? e(v) : "<span class=\"muted\">Não informado</span>");
/** A station colour only when it is a plain hex colour: it goes into a style sheet. */
const safeColour = (c: string) => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : "#0f172a");

function table(caption: string, head: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p class="muted">${e(empty)}</p>`;
  return (
    `<table><caption class="sr">${e(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join("")}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`
  );
}

const PLAN_STATUS: Record<string, string> = { active: "Ativo", past_due: "Pagamento pendente", canceled: "Cancelado" };
const AREA: Record<string, string> = { accounting: "Consultoria contábil", dental: "Serviço odontológico", legal: "Consultoria jurídica" };
const APPOINTMENT_STATUS: Record<string, string> = { requested: "Solicitado", scheduled: "Agendado", done: "Concluído", cancelled: "Cancelado" };

const section = (id: string, title: string, body: string) => `<section aria-labelledby="${id}"><h2 id="${id}">${e(title)}</h2>${body}</section>`;

export function renderExportHtml(data: MemberExport, station: StationCurrency & { name: string; mainBrandColor: string }): string {
  const points = (n: number) => e(formatStationCurrency(n, station));
  const p = data.profile;
  const profile = `<dl>
<dt>Nome</dt><dd>${orNone(p.name)}</dd>
<dt>E-mail</dt><dd>${orNone(p.email)}</dd>
<dt>CPF</dt><dd>${p.cpf ? e(formatCpf(p.cpf)) : orNone(null)}</dd>
<dt>Telefone</dt><dd>${p.phone ? e(formatPhone(p.phone)) : orNone(null)}</dd>
<dt>Data de nascimento</dt><dd>${p.birthday ? e(formatDate(`${p.birthday}T12:00:00Z`)) : orNone(null)}</dd>
<dt>Estado</dt><dd>${orNone(p.state)}</dd>
<dt>Cidade</dt><dd>${orNone(p.city)}</dd>
<dt>Foto</dt><dd>${orNone(p.photo)}</dd>
<dt>Cadastro em</dt><dd>${e(formatDateTime(p.createdAt))}</dd>
</dl>`;
  const consents =
    `<p>Comunicações de marketing por e-mail: <strong>${data.consents.marketingEmail ? "aceitas" : "recusadas"}</strong>.</p>` +
    table(
      "Histórico de consentimentos",
      ["Quando", "Documento", "Versão", "Escolha", "Onde"],
      data.consents.history.map((c) => [
        e(formatDateTime(c.at)),
        e(CONSENT_LABELS.document[c.document]),
        e(c.version),
        e(CONSENT_LABELS.action[c.action]),
        e(CONSENT_LABELS.channel[c.channel]),
      ]),
      "Nenhum registro anterior de consentimento.",
    );
  const statement =
    `<p>Saldo atual: <strong>${points(data.points.balance)}</strong></p>` +
    table(
      "Extrato de pontos",
      ["Data", "Descrição", "Pontos"],
      data.points.entries.map((r) => [e(formatDateTime(r.createdAt)), e(r.description), `<span class="num">${r.points < 0 ? "−" : "+"}${points(Math.abs(r.points))}</span>`]),
      "Nenhum lançamento de pontos.",
    );
  const orders = table(
    "Pedidos",
    ["Pedido", "Data", "Itens", "Pagamento", "Total", "Situação"],
    data.orders.map((o) => [
      e(o.code),
      e(formatDateTime(o.createdAt)),
      o.items.map((i) => `${i.quantity}× ${e(i.name)}`).join("<br>") +
        o.deliveries.filter((d) => d.address).map((d) => `<br><span class="muted">${d.pickup ? "Retirada" : "Entrega"}: ${e([d.address, d.number, d.complement, d.zipcode].filter(Boolean).join(", "))}</span>`).join(""),
      e(PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod] ?? o.paymentMethod),
      `<span class="num">${e(formatBRL(o.totalValue))}</span>`,
      e(ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status),
    ]),
    "Nenhum pedido.",
  );
  const participations = table(
    "Participações em atividades",
    ["Data", "Atividade", "Pontos"],
    data.participations.map((r) => [e(formatDateTime(r.createdAt)), e(r.activity), `<span class="num">${points(r.points)}</span>`]),
    "Nenhuma participação.",
  );
  const wall =
    table(
      "Publicações no mural",
      ["Data", "Texto", "Mídia"],
      data.wall.posts.map((r) => [e(formatDateTime(r.createdAt)) + (r.removedAt ? "<br><span class=\"muted\">apagada</span>" : ""), e(r.text), orNone(r.media)]),
      "Nenhuma publicação no mural.",
    ) +
    table(
      "Comentários",
      ["Data", "Comentário"],
      data.wall.comments.map((r) => [e(formatDateTime(r.createdAt)) + (r.removedAt ? "<br><span class=\"muted\">apagado</span>" : ""), e(r.text)]),
      "Nenhum comentário.",
    );
  const invitations =
    `<p>${data.invitations.invitedBy ? `Você se cadastrou por um convite (código ${e(data.invitations.invitedBy.code)}) em ${e(formatDateTime(data.invitations.invitedBy.at))}.` : "Você não se cadastrou por convite."}</p>` +
    table(
      "Convites enviados",
      ["Data do cadastro do convidado", "Pontos creditados"],
      data.invitations.sent.map((s) => [e(formatDateTime(s.at)), s.credited ? "Sim" : "Não"]),
      "Nenhum convite aceito.",
    );
  const plansAndServices =
    table(
      "Planos",
      ["Plano", "Situação", "Desde", "Período até"],
      data.plans.map((p) => [e(p.plan), e(PLAN_STATUS[p.status] ?? p.status), e(formatDate(p.since)), e(formatDate(p.until))]),
      "Nenhum plano.",
    ) +
    table(
      "Solicitações de atendimento",
      ["Data", "Área", "Descrição", "Situação"],
      data.services.appointments.map((a) => [e(formatDateTime(a.createdAt)), e(AREA[a.area] ?? a.area), e(a.description), e(APPOINTMENT_STATUS[a.status] ?? a.status)]),
      "Nenhuma solicitação de atendimento.",
    ) +
    table("Sugestões de pauta", ["Data", "Sugestão"], data.services.suggestions.map((s) => [e(formatDateTime(s.createdAt)), e(s.text)]), "Nenhuma sugestão.");
  const cards = table(
    "Cartões salvos",
    ["Bandeira", "Final", "Titular", "Validade"],
    data.paymentCards.map((c) => [orNone(c.brand), e(c.lastDigits), e(c.holder), e(c.expiry)]),
    "Nenhum cartão salvo.",
  );
  const support = table(
    "Mensagens de suporte",
    ["Data", "Assunto", "Mensagem", "Resposta"],
    data.supportMessages.map((m) => [e(formatDateTime(m.createdAt)), e(m.subject), e(m.message), orNone(m.reply)]),
    "Nenhuma mensagem de suporte.",
  );
  const requests = table(
    "Pedidos sobre seus dados",
    ["Data", "Tipo", "Situação"],
    data.requests.map((r) => [
      e(formatDateTime(r.requestedAt)),
      e(KIND_LABELS[r.kind as DataRequestKind] ?? r.kind),
      e(STATUS_LABELS[r.kind as DataRequestKind]?.[r.status as DataRequestStatus] ?? r.status),
    ]),
    "Nenhum pedido anterior.",
  );
  const brand = safeColour(station.mainBrandColor);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meus dados — ${e(station.name)}</title>
<style>
:root{--brand:${brand}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;line-height:1.5}
header{background:var(--brand);color:#fff;padding:24px 32px;-webkit-print-color-adjust:exact;print-color-adjust:exact}
header p{margin:4px 0 0;opacity:.9}
h1{margin:0;font-size:1.6rem}
main{max-width:960px;margin:0 auto;padding:16px 32px 48px}
h2{font-size:1.15rem;border-bottom:3px solid var(--brand);padding-bottom:4px;margin-top:32px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dt{font-weight:700;color:#475569}
dd{margin:0}
table{width:100%;border-collapse:collapse;font-size:.9rem;margin:8px 0 16px}
th,td{border-bottom:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}
.num{white-space:nowrap;font-variant-numeric:tabular-nums}
.muted{color:#64748b}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media print{main{padding:0 16px}section{break-inside:avoid-page}}
</style>
</head>
<body>
<header><h1>Meus dados — ${e(station.name)}</h1><p>Cópia gerada em ${e(formatDateTime(data.generatedAt))} a seu pedido (LGPD, art. 18).</p></header>
<main>
${section("perfil", "Perfil", profile)}
${section("consentimentos", "Consentimentos", consents)}
${section("pontos", "Pontos", statement)}
${section("pedidos", "Pedidos", orders)}
${section("participacoes", "Participações em atividades", participations)}
${section("mural", "Mural", wall)}
${section("convites", "Convites", invitations)}
${section("planos", "Planos e serviços", plansAndServices)}
${section("cartoes", "Cartões salvos", cards)}
${section("suporte", "Suporte", support)}
${section("pedidos-lgpd", "Pedidos sobre seus dados", requests)}
<p class="muted">Os mesmos dados, em formato para outros sistemas, estão no arquivo JSON de "Baixar meus dados".</p>
</main>
</body>
</html>`;
}

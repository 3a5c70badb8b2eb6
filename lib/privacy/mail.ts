// The privacy requests' e-mails, in pt-BR, through the mail adapter and in the caller's
// transaction (a message exists only when its cause committed).
import "server-only";
import { sendMail } from "@/lib/adapters/mail";
import type { DbOrTx } from "@/lib/db/client";
import { greeting } from "@/lib/format";
import { escapeHtml } from "./export-html";
import { LEGAL_DEADLINE_DAYS } from "./texts";

type MailStation = { id: number; name: string };
type Recipient = { email: string; name: string | null };

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");

export async function deletionCodeMail(db: DbOrTx, station: MailStation, to: Recipient, code: string): Promise<void> {
  await sendMail(
    {
      stationId: station.id,
      to: to.email,
      subject: `${code} é o código para excluir sua conta`,
      text:
        `${greeting(to.name)}\n\nRecebemos um pedido para excluir sua conta no programa ${station.name}.\n\n` +
        `Seu código de confirmação é: ${code}\nEle vale por 30 minutos.\n\n` +
        `Ao confirmar, seus dados pessoais são apagados, seus pontos são perdidos e a exclusão não pode ser desfeita.\n\n` +
        `Se não foi você, ignore este e-mail e troque sua senha: nada muda sem o código.`,
      html:
        `<p>${escapeHtml(greeting(to.name))}</p><p>Recebemos um pedido para excluir sua conta no programa <strong>${escapeHtml(station.name)}</strong>.</p>` +
        `<p>Seu código de confirmação é:</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>Ele vale por 30 minutos.</p>` +
        `<p>Ao confirmar, seus dados pessoais são apagados, seus pontos são perdidos e a exclusão não pode ser desfeita.</p>` +
        `<p>Se não foi você, ignore este e-mail e troque sua senha: nada muda sem o código.</p>`,
      purpose: "privacy.deletion-code",
      fromName: station.name,
    },
    db,
  );
}

export async function accountDeletedMail(db: DbOrTx, station: MailStation, to: Recipient): Promise<void> {
  const lines = [
    greeting(to.name),
    `Sua conta no programa ${station.name} foi excluída, como você pediu.`,
    "Seus dados pessoais foram apagados. Os registros de pontos e pedidos ficam guardados sem o seu nome, como a lei fiscal exige.",
    "Você não consegue mais entrar com esta conta. Se quiser voltar, é só fazer um novo cadastro.",
  ];
  await sendMail(
    { stationId: station.id, to: to.email, subject: "Sua conta foi excluída", text: lines.join("\n\n"), html: paragraphs(lines), purpose: "privacy.deleted", fromName: station.name },
    db,
  );
}

export async function correctionReceivedMail(db: DbOrTx, station: MailStation, to: Recipient, details: string): Promise<void> {
  const lines = [
    greeting(to.name),
    `Recebemos seu pedido de correção de dados no programa ${station.name}. A estação responde por e-mail em até ${LEGAL_DEADLINE_DAYS} dias.`,
    "— Seu pedido —",
    details,
  ];
  await sendMail(
    { stationId: station.id, to: to.email, subject: "Recebemos seu pedido de correção de dados", text: lines.join("\n\n"), html: paragraphs(lines), purpose: "privacy.correction-received", fromName: station.name },
    db,
  );
}

export async function correctionAnsweredMail(db: DbOrTx, station: MailStation, to: Recipient, details: string | null, answer: string): Promise<void> {
  const lines = [greeting(to.name), answer, station.name, ...(details ? ["— Seu pedido de correção —", details] : [])];
  await sendMail(
    { stationId: station.id, to: to.email, subject: "Resposta ao seu pedido de correção de dados", text: lines.join("\n\n"), html: paragraphs(lines), purpose: "privacy.correction-answered", fromName: station.name },
    db,
  );
}

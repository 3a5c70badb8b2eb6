// The console's "Membros" forms, filters and texts. Client-safe: the list's filter form, the
// member's dialogs and the actions validate with the same schemas.
import { z } from "zod";
import { requiredText } from "@/lib/console/fields";

const memberId = z.number().int().positive().max(2_147_483_647);

export const MEMBER_REASON_MAX = 500;
const reason = (empty: string) => requiredText(MEMBER_REASON_MAX, empty);

export const suspendMemberSchema = z.object({ memberId, reason: reason("Informe o motivo da suspensão") });
export const reactivateMemberSchema = z.object({ memberId, reason: reason("Informe o motivo da reativação") });
export const deleteMemberSchema = z.object({ memberId });

/** The largest adjustment one entry may make: 1.000.000,00 points, in hundredths. */
export const ADJUSTMENT_MAX = 100_000_000;

export const adjustPointsSchema = z.object({
  memberId,
  direction: z.enum(["credit", "debit"], { error: "Escolha crédito ou débito" }),
  /** Hundredths of a point, always positive; the direction gives the sign. */
  points: z
    .number({ error: "Informe a quantidade de pontos" })
    .int("Informe a quantidade de pontos")
    .min(1, "Informe uma quantidade maior que zero")
    .max(ADJUSTMENT_MAX, "Quantidade acima do limite de um ajuste"),
  reason: reason("Informe o motivo do ajuste"),
  /** One per opened form: a retried submit finds the entry it already wrote. */
  key: z.string().regex(/^[\w-]{8,64}$/, "Abra o formulário de novo"),
});
export type AdjustPointsInput = z.input<typeof adjustPointsSchema>;

/** What the list shows of a member's state, from the account's marks. */
export const MEMBER_STATUSES = ["ativo", "suspenso", "pendente", "excluido"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ativo: "Ativo",
  suspenso: "Suspenso",
  pendente: "Pendente de confirmação",
  excluido: "Excluído",
};

export const MEMBERS_PAGE_SIZE = 25;

export const MEMBER_TEXTS = {
  notFound: "Membro não encontrado.",
  suspended: "Membro suspenso. No próximo clique ele verá o aviso de acesso suspenso.",
  reactivated: "Membro reativado. Ele já pode entrar de novo.",
  deleted: "Dados pessoais apagados. O histórico de pontos e pedidos continua na estação, sem identificar a pessoa.",
  adjusted: "Ajuste lançado no extrato do membro.",
  alreadySuspended: "Este membro já está suspenso.",
  notSuspended: "Este membro não está suspenso.",
  alreadyDeleted: "Os dados deste membro já foram apagados.",
  deletedNoChange: "Os dados deste membro foram apagados; não é possível alterar esta conta.",
  /** A debit larger than the balance: `{balance}` is the member's balance, formatted. */
  insufficient: (balance: string) => `O saldo do membro é de ${balance} pontos. Um débito não pode deixar o saldo negativo.`,
} as const;

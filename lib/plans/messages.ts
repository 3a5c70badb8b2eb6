// The plans area's texts. The spec's own verbatim; the rest written here where the
// spec is silent, in the same voice.
export const MSG_PLAN_NOT_FOUND = "Plano não encontrado";
export const MSG_ALREADY_SUBSCRIBED = "Você já possui um plano. Para trocar, use \"Mudar de plano\".";
export const MSG_NO_SUBSCRIPTION = "Você não possui um plano ativo.";
export const MSG_CURRENT_PLAN = "Este é seu plano atual";
export const MSG_CARD_REQUIRED = "Escolha um cartão para o pagamento";
export const MSG_NOT_CHARGED = "Você não será cobrado nenhum valor";
export const MSG_SUCCESS = "Operação realizada com sucesso";
export const MSG_RENEWAL_FAILED = "Não conseguimos cobrar a renovação do seu plano. Atualize o cartão para continuar com o plano.";
export const MSG_CANCELED = "Assinatura cancelada";
export const MSG_ENTERPRISE_SENT = "Mensagem enviada! Nossa equipe entrará em contato pelo seu e-mail.";

export const STATUS_LABELS = { active: "Ativo", past_due: "Pagamento pendente", canceled: "Cancelado" } as const;

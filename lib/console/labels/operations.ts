// Audit labels of the console area: transferências, suporte and privacidade (the day-to-day inboxes).
export const operationsAuditLabels: Record<string, string> = {
  "wallet.transfer.approve": "Aprovou uma transferência",
  "wallet.transfer.reject": "Recusou uma transferência",
  "wallet.points-expiry": "Mudou a validade dos pontos",
  "support.reply": "Respondeu uma mensagem de suporte",
  "support.close": "Encerrou uma mensagem de suporte",
  "privacy.correction-answer": "Respondeu um pedido de correção de dados",
};

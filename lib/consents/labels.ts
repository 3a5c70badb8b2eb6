// The pt-BR words for the ledger's values, for the console and the member's data export.
import type { ConsentAction, ConsentChannel, ConsentDocument } from "./schema";

export const CONSENT_LABELS: {
  document: Record<ConsentDocument, string>;
  action: Record<ConsentAction, string>;
  channel: Record<ConsentChannel, string>;
} = {
  document: {
    terms: "Termos de uso",
    privacy: "Política de privacidade",
    regulation: "Regulamento",
    marketing: "E-mails de comunicação",
  },
  action: { accepted: "Aceite", withdrawn: "Revogação" },
  channel: {
    signup: "Cadastro",
    reacceptance: "Novo aceite na área do membro",
    "email-link": "Link do e-mail",
    profile: "Perfil do membro",
    console: "Painel",
    import: "Importação pelo painel",
    seed: "Dados de demonstração",
  },
};

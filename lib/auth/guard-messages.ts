// What the guard answers when it refuses, in the member's words. The suspended and no-establishment
// texts are the spec's; the others are ours.
import type { EntryDecision } from "./entry";

export const SUSPENDED_MESSAGE = "O seu acesso está suspenso. Caso tenha dúvidas entre em contato pelo fale conosco.";
export const NO_ESTABLISHMENT_MESSAGE = "Você não possui um estabelecimento vinculado ao seu usuário";
/** Not given by the spec: ours. */
export const DELETED_MESSAGE =
  "Esta conta foi excluída e não pode mais ser usada. Se você acredita que isso é um engano, entre em contato pelo fale conosco.";
/** Not given by the spec: ours (no session, an expired one, or one ended by logout or a password reset). */
export const SESSION_EXPIRED_MESSAGE = "Sua sessão expirou. Entre novamente.";
/** Not given by the spec: ours (active = 0). */
export const INACTIVE_MESSAGE = "Sua conta ainda não foi confirmada. Digite o código que enviamos para liberar o seu acesso.";
/** Not given by the spec: ours (first login, before the wizard is done). */
export const FIRST_LOGIN_MESSAGE = "Complete o seu cadastro para começar a participar.";

export const REFUSAL_MESSAGES: Record<Exclude<EntryDecision["kind"], "enter">, string> = {
  deleted: DELETED_MESSAGE,
  suspended: SUSPENDED_MESSAGE,
  inactive: INACTIVE_MESSAGE,
  "no-establishment": NO_ESTABLISHMENT_MESSAGE,
  "first-login": FIRST_LOGIN_MESSAGE,
};

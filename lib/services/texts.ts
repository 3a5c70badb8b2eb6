// The member-service pages' texts: the spec's where it has them, ours otherwise.
// Client-safe.
import type { AppointmentStatus } from "./kinds";

export const MSG_NO_PROCESSES = "Não foram encontrados processos em seu CPF";
export const MSG_NO_CAUSES = "Não foram encontrados causas em seu CPF";
export const MSG_NO_APPOINTMENTS = "Não foram encontrados agendamentos em seu CPF";
export const MSG_NO_THEMES = "Não foram encontrados temas.";
/** Ours: the spec names no empty text for the collective list. */
export const MSG_NO_COLLECTIVE = "Não há causas coletivas no momento.";

export const SUCCESS_TITLE = "Sucesso";
export const SUCCESS_TEXT = "Solicitação enviada com sucesso.";
export const ERROR_TITLE = "Erro";

export const PROCESSES_TITLE = "Processos";
export const LEGAL_PROCESSES_TITLE = "Processos e procedimentos";
export const COLLECTIVE_TITLE = "Causas coletivas";
export const PERSONAL_TITLE = "Causas pessoais";
export const APPOINTMENTS_TITLE = "Agendamentos";
export const REQUEST_APPOINTMENT = "Solicitar agendamento";
export const THEMES_TITLE = "Temas";
export const SUGGEST_THEME = "Sugerir tema";

// Refusals of the commands (ours: the spec shows the server's message without naming it).
export const MSG_AREA_OFF = "Este serviço não está disponível.";
export const MSG_NO_APPOINTMENTS_TAKEN = "Este serviço não recebe pedidos de agendamento no momento.";
export const msgWeekdayNotAllowed = (allowed: string) => `Escolha um dia em que o serviço atende: ${allowed}.`;
export const MSG_WEEKDAY_REQUIRED = "Escolha o dia da semana de sua preferência";
export const MSG_DESCRIPTION_REQUIRED = "Descreva o que você precisa";
export const MSG_DESCRIPTION_TOO_LONG = "Use no máximo 1000 caracteres";
export const MSG_PHONE_REQUIRED = "Informe um telefone para contato";
export const MSG_PHONE_INVALID = "Telefone inválido";
export const MSG_THEME_REQUIRED = "Descreva o tema que você sugere";

/** Appointment statuses as the member reads them. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: "Aguardando confirmação",
  scheduled: "Agendado",
  done: "Realizado",
  cancelled: "Cancelado",
};

export const APPOINTMENT_STATUS_BADGE: Record<AppointmentStatus, "warning" | "soft" | "success" | "neutral"> = {
  requested: "warning",
  scheduled: "soft",
  done: "success",
  cancelled: "neutral",
};

// An activity's situation in the console list, from its published flag and its window. Client-safe.

export type ActivityStatus = "rascunho" | "publicada" | "agendada" | "encerrada";
export const STATUS_LABELS: Record<ActivityStatus, string> = {
  rascunho: "Rascunho",
  publicada: "Publicada",
  agendada: "Agendada",
  encerrada: "Encerrada",
};

export function activityStatus(a: { active: boolean; participationStart: Date | null; participationEnd: Date | null }, now = new Date()): ActivityStatus {
  if (!a.active) return "rascunho";
  if (a.participationEnd && a.participationEnd < now) return "encerrada";
  if (a.participationStart && a.participationStart > now) return "agendada";
  return "publicada";
}


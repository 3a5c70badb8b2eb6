// The service data's fixed lists, client-safe (the forms and the tables share them).

/** Every service area, by the key its settings and routes use. */
export const SERVICE_AREA_KEYS = ["accounting", "dental", "legal", "political"] as const;

/** The areas that keep processes: accounting and legal. */
export const PROCESS_AREAS = ["accounting", "legal"] as const;
export type ProcessArea = (typeof PROCESS_AREAS)[number];

/** The areas that take appointment requests. */
export const APPOINTMENT_AREAS = ["accounting", "dental", "legal"] as const;
export type AppointmentArea = (typeof APPOINTMENT_AREAS)[number];

/** requested: asked by the member, not yet answered; scheduled: the unit set a date; done; cancelled. */
export const APPOINTMENT_STATUSES = ["requested", "scheduled", "done", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

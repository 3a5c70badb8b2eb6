// Audit labels of the door: codes marked used at the counter.
export const doorAuditLabels: Record<string, string> = {
  "door.mark-used": "Marcou um código como utilizado",
};

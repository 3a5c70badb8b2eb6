// What each audited console action is called in the Auditoria list (pt-BR), one file per console
// area so that each area names its own actions: `recordAudit({ action: "site.branding", ... })`
// shows as "Alterou a marca".
import { activityAuditLabels } from "./activities";
import { activityPartsAuditLabels } from "./activity-parts";
import { contentAuditLabels } from "./content";
import { doorAuditLabels } from "./door";
import { landingAuditLabels } from "./landing";
import { membersAuditLabels } from "./members";
import { moderationAuditLabels } from "./moderation";
import { operationsAuditLabels } from "./operations";
import { rosterAuditLabels } from "./roster";
import { ordersAuditLabels } from "./orders";
import { siteAuditLabels } from "./site";
import { teamAuditLabels } from "./team";

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "console.sign-in": "Entrou no painel",
  "console.sign-out": "Saiu do painel",
  ...siteAuditLabels,
  ...landingAuditLabels,
  ...activityAuditLabels,
  ...activityPartsAuditLabels,
  ...contentAuditLabels,
  ...teamAuditLabels,
  ...moderationAuditLabels,
  ...operationsAuditLabels,
  ...membersAuditLabels,
  ...rosterAuditLabels,
  ...ordersAuditLabels,
  ...doorAuditLabels,
};

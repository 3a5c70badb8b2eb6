// Who works on a station's console ("Equipe"): owners give an account of their station a role,
// change it or take it away. A station never ends up without an owner, and nobody removes or
// demotes themselves (another owner must), so a slip cannot lock the owner out. Only confirmed
// accounts get a role: an unconfirmed one may belong to whoever typed someone else's e-mail.
import "server-only";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { recordAudit } from "./audit";
import { grantRole } from "@/lib/auth/console-roles";
import { stationStaff, type ConsoleRole } from "./schema";
import { ROLE_LABELS, type AddTeamMemberInput } from "./team-schemas";

export const TEAM_MESSAGES = {
  noAccount: "Nenhuma conta com este e-mail nesta estação. Peça para a pessoa se cadastrar no site da estação e tente de novo.",
  already: "Essa pessoa já faz parte da equipe.",
  notInTeam: "Essa pessoa não faz parte da equipe.",
  self: "Você não pode mudar o seu próprio acesso. Peça a outro dono.",
  lastOwner: "A estação precisa de pelo menos um dono.",
  unconfirmed: "Esta conta ainda não confirmou o cadastro. Peça para a pessoa confirmar o e-mail e tente de novo.",
} as const;

export interface TeamMember {
  userId: number;
  name: string | null;
  email: string | null;
  role: ConsoleRole;
  since: Date;
}

export async function listTeam(db: DbOrTx, stationId: number): Promise<TeamMember[]> {
  return db
    .select({ userId: stationStaff.userId, name: users.name, email: users.email, role: stationStaff.role, since: stationStaff.createdAt })
    .from(stationStaff)
    .innerJoin(users, eq(users.id, stationStaff.userId))
    .where(eq(stationStaff.stationId, stationId))
    .orderBy(sql`case when ${stationStaff.role} = 'owner' then 0 else 1 end`, asc(users.name), asc(users.id));
}

type Actor = { stationId: number; actorId: number };

export async function addTeamMember(db: DbOrTx, actor: Actor, input: AddTeamMemberInput): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, active: users.active })
      .from(users)
      .where(and(eq(users.stationId, actor.stationId), sql`lower(${users.email}) = ${input.email}`, isNull(users.deletedAt)))
      .limit(1);
    if (!account) throw new UserFacingError(TEAM_MESSAGES.noAccount, { email: TEAM_MESSAGES.noAccount });
    if (!account.active) throw new UserFacingError(TEAM_MESSAGES.unconfirmed, { email: TEAM_MESSAGES.unconfirmed });
    const [existing] = await tx
      .select({ role: stationStaff.role })
      .from(stationStaff)
      .where(and(eq(stationStaff.stationId, actor.stationId), eq(stationStaff.userId, account.id)));
    if (existing) throw new UserFacingError(TEAM_MESSAGES.already, { email: TEAM_MESSAGES.already });
    await grantRole(tx, { userId: account.id, stationId: actor.stationId, role: input.role });
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "team.add", entity: "conta", entityId: account.id, after: { email: account.email, acesso: ROLE_LABELS[input.role] } });
    return { userId: account.id, name: account.name, email: account.email, role: input.role, since: new Date() };
  });
}

/** Locks the station's team rows, so two owners changing roles at once cannot both leave. */
async function lockedTeam(tx: DbOrTx, stationId: number) {
  return tx.select({ userId: stationStaff.userId, role: stationStaff.role }).from(stationStaff).where(eq(stationStaff.stationId, stationId)).for("update");
}

export async function changeTeamRole(db: DbOrTx, actor: Actor, input: { userId: number; role: ConsoleRole }): Promise<void> {
  if (input.userId === actor.actorId) throw new UserFacingError(TEAM_MESSAGES.self);
  await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, actor.stationId);
    const row = team.find((t) => t.userId === input.userId);
    if (!row) throw new UserFacingError(TEAM_MESSAGES.notInTeam);
    if (row.role === input.role) return;
    if (row.role === "owner" && team.filter((t) => t.role === "owner").length <= 1) throw new UserFacingError(TEAM_MESSAGES.lastOwner);
    await tx.update(stationStaff).set({ role: input.role }).where(and(eq(stationStaff.stationId, actor.stationId), eq(stationStaff.userId, input.userId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "team.role", entity: "conta", entityId: input.userId, before: { acesso: ROLE_LABELS[row.role] }, after: { acesso: ROLE_LABELS[input.role] } });
  });
}

export async function removeTeamMember(db: DbOrTx, actor: Actor, input: { userId: number }): Promise<void> {
  if (input.userId === actor.actorId) throw new UserFacingError(TEAM_MESSAGES.self);
  await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, actor.stationId);
    const row = team.find((t) => t.userId === input.userId);
    if (!row) throw new UserFacingError(TEAM_MESSAGES.notInTeam);
    if (row.role === "owner" && team.filter((t) => t.role === "owner").length <= 1) throw new UserFacingError(TEAM_MESSAGES.lastOwner);
    await tx.delete(stationStaff).where(and(eq(stationStaff.stationId, actor.stationId), eq(stationStaff.userId, input.userId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "team.remove", entity: "conta", entityId: input.userId, before: { acesso: ROLE_LABELS[row.role] } });
  });
}

export async function teamSize(db: DbOrTx, stationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stationStaff).where(eq(stationStaff.stationId, stationId));
  return row?.n ?? 0;
}

"use server";
// "Equipe" in the console: owners only. A removed or demoted account loses the screens at its next
// request (the guard reads the role each time).
import { consoleAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { addTeamMember, changeTeamRole, removeTeamMember, type TeamMember } from "./team";
import { addTeamMemberSchema, changeTeamRoleSchema, removeTeamMemberSchema } from "./team-schemas";

export const addTeamMemberAction = consoleAction(
  addTeamMemberSchema,
  async ({ station, account, data }): Promise<TeamMember> => addTeamMember(await getDb(), { stationId: station.id, actorId: account.id }, data),
  { role: "owner" },
);

export const changeTeamRoleAction = consoleAction(
  changeTeamRoleSchema,
  async ({ station, account, data }) => changeTeamRole(await getDb(), { stationId: station.id, actorId: account.id }, data),
  { role: "owner" },
);

export const removeTeamMemberAction = consoleAction(
  removeTeamMemberSchema,
  async ({ station, account, data }) => removeTeamMember(await getDb(), { stationId: station.id, actorId: account.id }, data),
  { role: "owner" },
);

"use server";
// "Equipe" in the console: owners only. A removed or demoted account loses the screens at its next
// request (the guard reads the role each time). The team is not on the station's site: nothing
// expires.
import { consoleWrite, OWNER_ONLY, type ConsoleWriteResult } from "@/lib/console/write";
import { addTeamMember, changeTeamRole, removeTeamMember, type TeamMember } from "./team";
import { addTeamMemberSchema, changeTeamRoleSchema, removeTeamMemberSchema } from "./team-schemas";

/** Every command here records its own audit row on the transaction it is given. */
async function team<T>(value: Promise<T>): Promise<ConsoleWriteResult<T>> {
  return { value: await value, audit: "by-command", expires: [] };
}

export const addTeamMemberAction = consoleWrite(
  addTeamMemberSchema,
  (tx, { actor, data }): Promise<ConsoleWriteResult<TeamMember>> => team(addTeamMember(tx, actor, data)),
  OWNER_ONLY,
);

export const changeTeamRoleAction = consoleWrite(changeTeamRoleSchema, (tx, { actor, data }) => team(changeTeamRole(tx, actor, data)), OWNER_ONLY);

export const removeTeamMemberAction = consoleWrite(removeTeamMemberSchema, (tx, { actor, data }) => team(removeTeamMember(tx, actor, data)), OWNER_ONLY);

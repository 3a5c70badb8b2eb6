"use server";
// The console's decisions on a member (owner only: they lock a person out, erase them or move
// points). Each runs through the console pipeline: one transaction with its audit row. The audit
// names the member by id and keeps the reason, never the person's data, so an erasure leaves no
// copy in the log. Nothing public is cached per member, so nothing expires.
import { consoleWrite, OWNER_ONLY } from "@/lib/console/write";
import { adjustPoints, eraseMember, memberTitle, reactivateMember, suspendMember } from "./commands";
import { adjustPointsSchema, deleteMemberSchema, reactivateMemberSchema, suspendMemberSchema } from "./schemas";

export const suspendMemberAction = consoleWrite(
  suspendMemberSchema,
  async (tx, { actor, data }) => {
    await suspendMember(tx, { stationId: actor.stationId, memberId: data.memberId });
    return {
      value: { memberId: data.memberId },
      audit: { action: "member.suspend", entity: "member", entityId: data.memberId, before: { status: "ativo" }, after: { title: memberTitle(data.memberId), status: "suspenso", reason: data.reason } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

export const reactivateMemberAction = consoleWrite(
  reactivateMemberSchema,
  async (tx, { actor, data }) => {
    await reactivateMember(tx, { stationId: actor.stationId, memberId: data.memberId });
    return {
      value: { memberId: data.memberId },
      audit: { action: "member.reactivate", entity: "member", entityId: data.memberId, before: { status: "suspenso" }, after: { title: memberTitle(data.memberId), status: "ativo", reason: data.reason } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

export const deleteMemberAction = consoleWrite(
  deleteMemberSchema,
  async (tx, { actor, data }) => {
    const { sessionsEnded } = await eraseMember(tx, { stationId: actor.stationId, memberId: data.memberId });
    return {
      value: { memberId: data.memberId, sessionsEnded },
      audit: { action: "member.delete", entity: "member", entityId: data.memberId, after: { title: memberTitle(data.memberId), status: "excluido" } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

export const adjustPointsAction = consoleWrite(
  adjustPointsSchema,
  async (tx, { actor, data }) => {
    const result = await adjustPoints(tx, { ...data, stationId: actor.stationId, actorId: actor.actorId });
    return {
      value: { memberId: data.memberId, amount: result.amount, balance: result.balance },
      // A retry that found its entry changed nothing: no second audit row.
      audit: result.written
        ? { action: "member.adjust-points", entity: "member", entityId: data.memberId, after: { title: memberTitle(data.memberId), points: result.amount, reason: data.reason } }
        : null,
      expires: [],
    };
  },
  OWNER_ONLY,
);

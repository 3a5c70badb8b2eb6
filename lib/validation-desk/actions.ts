"use server";
// "Marcar como utilizado" at the door, for the station's owner and staff alike: the counter is
// their daily work. The mark runs in the write pipeline's transaction, so the code's row, the
// points and trophies that come after validation and the audit row commit together, once: a
// second scan, a double tap or ten phones at once find it marked and change nothing (no audit row
// either: nothing happened).
import { markCodeUsed } from "@/lib/commerce/validation";
import { consoleWrite } from "@/lib/console/write";
import { doorAnswerOf, type DoorAnswer } from "./queries";
import { doorCodeSchema } from "./schemas";

export const markCodeUsedAtDoorAction = consoleWrite(doorCodeSchema, async (tx, { actor, data }) => {
  const { outcome, lookup } = await markCodeUsed(tx, { stationId: actor.stationId, code: data.code, actorId: actor.actorId });
  const answer: DoorAnswer = await doorAnswerOf(tx, actor.stationId, lookup.code, lookup);
  return {
    value: { outcome, answer },
    audit:
      outcome === "validated"
        ? { action: "door.mark-used", entity: `code-${lookup.kind}`, entityId: lookup.code, before: { state: "valid" }, after: { title: `${answer.kindLabel} ${lookup.code}`, state: "used", member: answer.memberName } }
        : null,
    expires: [],
  };
});

"use server";
// Server Actions of the console's activity-part tabs and organising screen. Each one: the owner of
// the station named by `stationId`, the shared schema, one command scoped to that station that
// writes its change and its audit row in the pipeline's transaction (lib/console/write.ts), then
// the station's activities expire.
import type { z } from "zod";
import { consoleWrite, OWNER_ONLY, type ConsoleActor, type ConsoleWriteResult } from "@/lib/console/write";
import type { Tx } from "@/lib/db/client";
import {
  deletePart,
  reorderParts,
  saveAgreement,
  saveContent,
  saveCoupon,
  saveCourse,
  saveDeliveryLocation,
  saveInviteRule,
  saveLink,
  saveProduct,
  saveVideo,
  setPrerequisites,
  type Actor,
  type PartKind,
} from "./commands";
import { deleteGroup, reorderGroups, saveGroup, setFeatured, setGroupActivities } from "./lists";
import {
  agreementSchema,
  contentSchema,
  couponSchema,
  courseSchema,
  deleteGroupSchema,
  deletePartSchema,
  deliveryLocationSchema,
  featuredSchema,
  groupActivitiesSchema,
  groupSchema,
  inviteRuleSchema,
  linkSchema,
  prerequisitesSchema,
  productSchema,
  reorderGroupsSchema,
  reorderPartsSchema,
  videoSchema,
} from "./schemas";

/** The write: `command` as the signed-in owner of the station; it records its own audit row. */
function run<D, T>(command: (tx: Tx, actor: Actor, data: D) => Promise<T>) {
  return async (tx: Tx, { actor, data }: { actor: ConsoleActor; data: D }): Promise<ConsoleWriteResult<T>> => ({
    value: await command(tx, actor, data),
    audit: "by-command",
    expires: ["activities"],
  });
}

const deleteOf = (kind: PartKind) => (tx: Tx, actor: Actor, data: z.output<typeof deletePartSchema>) => deletePart(tx, actor, kind, data);

export const saveProductAction = consoleWrite(productSchema, run(saveProduct), OWNER_ONLY);
export const deleteProductAction = consoleWrite(deletePartSchema, run(deleteOf("product")), OWNER_ONLY);
export const saveCouponAction = consoleWrite(couponSchema, run(saveCoupon), OWNER_ONLY);
export const deleteCouponAction = consoleWrite(deletePartSchema, run(deleteOf("coupon")), OWNER_ONLY);
export const saveCourseAction = consoleWrite(courseSchema, run(saveCourse), OWNER_ONLY);
export const deleteCourseAction = consoleWrite(deletePartSchema, run(deleteOf("course")), OWNER_ONLY);
export const saveInviteRuleAction = consoleWrite(inviteRuleSchema, run(saveInviteRule), OWNER_ONLY);
export const deleteInviteRuleAction = consoleWrite(deletePartSchema, run(deleteOf("inviteRule")), OWNER_ONLY);
export const saveContentAction = consoleWrite(contentSchema, run(saveContent), OWNER_ONLY);
export const deleteContentAction = consoleWrite(deletePartSchema, run(deleteOf("content")), OWNER_ONLY);
export const saveVideoAction = consoleWrite(videoSchema, run(saveVideo), OWNER_ONLY);
export const deleteVideoAction = consoleWrite(deletePartSchema, run(deleteOf("video")), OWNER_ONLY);
export const saveLinkAction = consoleWrite(linkSchema, run(saveLink), OWNER_ONLY);
export const deleteLinkAction = consoleWrite(deletePartSchema, run(deleteOf("link")), OWNER_ONLY);
export const saveDeliveryLocationAction = consoleWrite(deliveryLocationSchema, run(saveDeliveryLocation), OWNER_ONLY);
export const deleteDeliveryLocationAction = consoleWrite(deletePartSchema, run(deleteOf("delivery")), OWNER_ONLY);
export const saveAgreementAction = consoleWrite(agreementSchema, run(saveAgreement), OWNER_ONLY);
export const reorderPartsAction = consoleWrite(reorderPartsSchema, run(reorderParts), OWNER_ONLY);
export const setPrerequisitesAction = consoleWrite(prerequisitesSchema, run(setPrerequisites), OWNER_ONLY);

export const saveGroupAction = consoleWrite(groupSchema, run(saveGroup), OWNER_ONLY);
export const deleteGroupAction = consoleWrite(deleteGroupSchema, run(deleteGroup), OWNER_ONLY);
export const reorderGroupsAction = consoleWrite(reorderGroupsSchema, run(reorderGroups), OWNER_ONLY);
export const setGroupActivitiesAction = consoleWrite(groupActivitiesSchema, run(setGroupActivities), OWNER_ONLY);
export const setFeaturedAction = consoleWrite(featuredSchema, run(setFeatured), OWNER_ONLY);

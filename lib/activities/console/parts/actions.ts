"use server";
// Server Actions of the console's activity-part tabs and organising screen. Each one: the owner of
// the station named by `stationId` (consoleAction), the shared schema, one command (a transaction
// with its audit row, scoped to that station), then the station's public pages are refreshed.
import type { z } from "zod";
import { consoleAction, type ConsoleContext } from "@/lib/auth/guard";
import type { Db } from "@/lib/db/client";
import { runConsoleCommand } from "@/lib/console/command";
import {
  deleteGroup,
  deletePart,
  reorderGroups,
  reorderParts,
  saveAgreement,
  saveContent,
  saveCoupon,
  saveCourse,
  saveDeliveryLocation,
  saveGroup,
  saveInviteRule,
  saveLink,
  saveProduct,
  saveVideo,
  setFeatured,
  setGroupActivities,
  setPrerequisites,
  type Actor,
  type PartKind,
} from "./commands";
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

const OWNER = { role: "owner" } as const;

/** The handler: `command` as the signed-in owner of the station, then that station's pages refreshed. */
function run<D, T>(command: (db: Db, actor: Actor, data: D) => Promise<T>) {
  return async ({ account, station, data }: ConsoleContext & { data: D }): Promise<T> => {
    return runConsoleCommand({ account, station }, (db, actor) => command(db, actor, data));
  };
}

const deleteOf = (kind: PartKind) => (db: Db, actor: Actor, data: z.output<typeof deletePartSchema>) => deletePart(db, actor, kind, data);

export const saveProductAction = consoleAction(productSchema, run(saveProduct), OWNER);
export const deleteProductAction = consoleAction(deletePartSchema, run(deleteOf("product")), OWNER);
export const saveCouponAction = consoleAction(couponSchema, run(saveCoupon), OWNER);
export const deleteCouponAction = consoleAction(deletePartSchema, run(deleteOf("coupon")), OWNER);
export const saveCourseAction = consoleAction(courseSchema, run(saveCourse), OWNER);
export const deleteCourseAction = consoleAction(deletePartSchema, run(deleteOf("course")), OWNER);
export const saveInviteRuleAction = consoleAction(inviteRuleSchema, run(saveInviteRule), OWNER);
export const deleteInviteRuleAction = consoleAction(deletePartSchema, run(deleteOf("inviteRule")), OWNER);
export const saveContentAction = consoleAction(contentSchema, run(saveContent), OWNER);
export const deleteContentAction = consoleAction(deletePartSchema, run(deleteOf("content")), OWNER);
export const saveVideoAction = consoleAction(videoSchema, run(saveVideo), OWNER);
export const deleteVideoAction = consoleAction(deletePartSchema, run(deleteOf("video")), OWNER);
export const saveLinkAction = consoleAction(linkSchema, run(saveLink), OWNER);
export const deleteLinkAction = consoleAction(deletePartSchema, run(deleteOf("link")), OWNER);
export const saveDeliveryLocationAction = consoleAction(deliveryLocationSchema, run(saveDeliveryLocation), OWNER);
export const deleteDeliveryLocationAction = consoleAction(deletePartSchema, run(deleteOf("delivery")), OWNER);
export const saveAgreementAction = consoleAction(agreementSchema, run(saveAgreement), OWNER);
export const reorderPartsAction = consoleAction(reorderPartsSchema, run(reorderParts), OWNER);
export const setPrerequisitesAction = consoleAction(prerequisitesSchema, run(setPrerequisites), OWNER);

export const saveGroupAction = consoleAction(groupSchema, run(saveGroup), OWNER);
export const deleteGroupAction = consoleAction(deleteGroupSchema, run(deleteGroup), OWNER);
export const reorderGroupsAction = consoleAction(reorderGroupsSchema, run(reorderGroups), OWNER);
export const setGroupActivitiesAction = consoleAction(groupActivitiesSchema, run(setGroupActivities), OWNER);
export const setFeaturedAction = consoleAction(featuredSchema, run(setFeatured), OWNER);

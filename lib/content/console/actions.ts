"use server";
// Server Actions of the console's "Página inicial": landing sections and their items, their order,
// and the about pages. Owners only; each command writes its change and its audit row in the
// pipeline's transaction (lib/console/write.ts), and the landing expires.
import { consoleWrite, OWNER_ONLY, type ConsoleWriteResult } from "@/lib/console/write";
import * as commands from "./commands";
import {
  aboutSchema,
  createSectionSchema,
  idOnlySchema,
  itemSchema,
  reorderItemsSchema,
  reorderSectionsSchema,
  updateAboutSchema,
  updateItemSchema,
  updateSectionSchema,
  visibilitySchema,
} from "./schemas";

/** Every command here records its own audit row on the transaction it is given. */
async function landing<T>(value: Promise<T>): Promise<ConsoleWriteResult<T>> {
  return { value: await value, audit: "by-command", expires: ["landing"] };
}

export const createSectionAction = consoleWrite(createSectionSchema, (tx, { actor, data }) => landing(commands.createSection(tx, actor, data)), OWNER_ONLY);

export const updateSectionAction = consoleWrite(updateSectionSchema, (tx, { actor, data }) => landing(commands.updateSection(tx, actor, data.id, data)), OWNER_ONLY);

export const setSectionVisibilityAction = consoleWrite(
  visibilitySchema,
  (tx, { actor, data }) => landing(commands.setSectionVisibility(tx, actor, data.id, data.active)),
  OWNER_ONLY,
);

export const deleteSectionAction = consoleWrite(idOnlySchema, (tx, { actor, data }) => landing(commands.deleteSection(tx, actor, data.id)), OWNER_ONLY);

export const reorderSectionsAction = consoleWrite(reorderSectionsSchema, (tx, { actor, data }) => landing(commands.reorderSections(tx, actor, data.ids)), OWNER_ONLY);

export const createItemAction = consoleWrite(itemSchema, (tx, { actor, data }) => landing(commands.createItem(tx, actor, data)), OWNER_ONLY);

export const updateItemAction = consoleWrite(updateItemSchema, (tx, { actor, data }) => landing(commands.updateItem(tx, actor, data.id, data)), OWNER_ONLY);

export const deleteItemAction = consoleWrite(idOnlySchema, (tx, { actor, data }) => landing(commands.deleteItem(tx, actor, data.id)), OWNER_ONLY);

export const reorderItemsAction = consoleWrite(
  reorderItemsSchema,
  (tx, { actor, data }) => landing(commands.reorderItems(tx, actor, data.sectionId, data.ids)),
  OWNER_ONLY,
);

export const createAboutAction = consoleWrite(aboutSchema, (tx, { actor, data }) => landing(commands.createAbout(tx, actor, data)), OWNER_ONLY);

export const updateAboutAction = consoleWrite(updateAboutSchema, (tx, { actor, data }) => landing(commands.updateAbout(tx, actor, data.id, data)), OWNER_ONLY);

export const deleteAboutAction = consoleWrite(idOnlySchema, (tx, { actor, data }) => landing(commands.deleteAbout(tx, actor, data.id)), OWNER_ONLY);

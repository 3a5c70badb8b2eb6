"use server";
// Server Actions of the console's "Página inicial": landing sections and their items, their order,
// and the about pages. Owners only; each writes in one transaction with its audit row, then expires
// the station's public pages.
import { consoleAction } from "@/lib/auth/guard";
import { runConsoleCommand } from "@/lib/console/command";
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

const owner = { role: "owner" } as const;

const run = runConsoleCommand;

export const createSectionAction = consoleAction(createSectionSchema, (ctx) => run(ctx, (db, a) => commands.createSection(db, a, ctx.data)), owner);

export const updateSectionAction = consoleAction(
  updateSectionSchema,
  (ctx) => run(ctx, (db, a) => commands.updateSection(db, a, ctx.data.id, ctx.data)),
  owner,
);

export const setSectionVisibilityAction = consoleAction(
  visibilitySchema,
  (ctx) => run(ctx, (db, a) => commands.setSectionVisibility(db, a, ctx.data.id, ctx.data.active)),
  owner,
);

export const deleteSectionAction = consoleAction(idOnlySchema, (ctx) => run(ctx, (db, a) => commands.deleteSection(db, a, ctx.data.id)), owner);

export const reorderSectionsAction = consoleAction(reorderSectionsSchema, (ctx) => run(ctx, (db, a) => commands.reorderSections(db, a, ctx.data.ids)), owner);

export const createItemAction = consoleAction(itemSchema, (ctx) => run(ctx, (db, a) => commands.createItem(db, a, ctx.data)), owner);

export const updateItemAction = consoleAction(updateItemSchema, (ctx) => run(ctx, (db, a) => commands.updateItem(db, a, ctx.data.id, ctx.data)), owner);

export const deleteItemAction = consoleAction(idOnlySchema, (ctx) => run(ctx, (db, a) => commands.deleteItem(db, a, ctx.data.id)), owner);

export const reorderItemsAction = consoleAction(
  reorderItemsSchema,
  (ctx) => run(ctx, (db, a) => commands.reorderItems(db, a, ctx.data.sectionId, ctx.data.ids)),
  owner,
);

export const createAboutAction = consoleAction(aboutSchema, (ctx) => run(ctx, (db, a) => commands.createAbout(db, a, ctx.data)), owner);

export const updateAboutAction = consoleAction(updateAboutSchema, (ctx) => run(ctx, (db, a) => commands.updateAbout(db, a, ctx.data.id, ctx.data)), owner);

export const deleteAboutAction = consoleAction(idOnlySchema, (ctx) => run(ctx, (db, a) => commands.deleteAbout(db, a, ctx.data.id)), owner);

"use server";
// The console's own actions. "Sair" revokes the console session (the row, not only the cookie).
import { redirect } from "next/navigation";
import { endConsoleSession } from "@/lib/auth/console-session";
import { consolePublicFormAction } from "@/lib/auth/guard";

export const consoleSignOutAction = consolePublicFormAction(async () => {
  await endConsoleSession();
  redirect("/?saiu=1");
});

// The console shell around one station's screens: header with the station switcher and the
// account, the side menu, and the page.
import { LogOutIcon } from "lucide-react";
import { requireConsolePage } from "@/lib/auth/guard";
import { ConsoleShell } from "../../_components/console-shell";

export default async function StationConsoleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ stationId: string }> }) {
  const ctx = await requireConsolePage(params);
  return (
    <ConsoleShell ctx={ctx} logoutIcon={<LogOutIcon className="size-4" aria-hidden />}>
      {children}
    </ConsoleShell>
  );
}

// "Horário de atendimento": the area's hours, one line each, in pt-BR ("Quinta-feira, 9h às 18h").
import { ClockIcon } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { formatHours, formatWeekdays } from "@/lib/services/hours";
import type { ServiceModuleSettings } from "@/lib/stations/settings";

export function HoursCard({ settings, className }: { settings: ServiceModuleSettings; className?: string }) {
  if (settings.hours.length === 0) return null;
  return (
    <Card className={className}>
      <div className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden />
        <div>
          <CardTitle>Horário de atendimento</CardTitle>
          <ul className="mt-2 space-y-1 text-ink">
            {formatHours(settings.hours).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {settings.appointmentWeekdays.length > 0 && (
            <p className="mt-2 text-sm text-ink-muted">Agendamentos para {formatWeekdays(settings.appointmentWeekdays)}.</p>
          )}
        </div>
      </div>
    </Card>
  );
}

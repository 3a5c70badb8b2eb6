// Hours as the hub and the guidance pages print them, with the spec's hours.
import { describe, expect, it } from "vitest";
import { DEMO_SERVICES } from "./areas-seed";
import { formatClock, formatHours, formatWeekdays } from "./hours";

describe("service hours in pt-BR", () => {
  it("prints the spec's hours of each demo area", () => {
    expect(formatHours(DEMO_SERVICES.accounting.hours)).toEqual(["Quinta-feira, 9h às 18h"]);
    expect(formatHours(DEMO_SERVICES.dental.hours)).toEqual(["Segunda a sexta-feira, 8h às 18h", "Sábado, 8h às 12h"]);
    expect(formatHours(DEMO_SERVICES.legal.hours)).toEqual(["Segunda a sexta-feira, 9h às 18h", "Advogados: segunda, quarta e sexta-feira, 9h às 13h"]);
    expect(formatHours(DEMO_SERVICES.political.hours)).toEqual([]);
  });

  it("names weekdays as a range, a list or one day", () => {
    expect(formatWeekdays([1, 2, 3, 4, 5, 6])).toBe("segunda a sábado");
    expect(formatWeekdays([4])).toBe("quinta-feira");
    expect(formatWeekdays([5, 1, 3])).toBe("segunda, quarta e sexta-feira");
    expect(formatWeekdays([0, 6])).toBe("domingo e sábado");
    expect(formatWeekdays([2, 6])).toBe("terça-feira e sábado");
    expect(formatClock("09:30")).toBe("9h30");
  });
});

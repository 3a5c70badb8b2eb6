// The 27 states as <option>s, alphabetical by name (the list every state-of-residence field uses).
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";

const SORTED = [...BRAZILIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));

export function StateOptions() {
  return (
    <>
      <option value="">Selecione o estado</option>
      {SORTED.map((state) => (
        <option key={state.id} value={String(state.id)}>
          {state.name} ({state.abbreviation})
        </option>
      ))}
    </>
  );
}

"use client";
// A search box with its magnifier: filters as you type (onValueChange) or submits (onSearch).
import { SearchIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils/cn";

type Props = Omit<React.ComponentProps<"input">, "onChange" | "value" | "defaultValue" | "size"> & {
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** When given, the box is a search form: Enter calls it with the trimmed term. */
  onSearch?: (term: string) => void;
  size?: "sm" | "md";
  children?: React.ReactNode;
};

export function SearchInput({ label, value, defaultValue = "", onValueChange, onSearch, size = "md", className, children, ...props }: Props) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const input = (
    <label className={cn("relative block flex-1", className)}>
      <span className="sr-only">{label}</span>
      <SearchIcon className={cn("pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted", size === "sm" ? "left-3 size-4" : "left-4 size-5")} aria-hidden />
      <input
        data-slot="search-input"
        type="search"
        value={current}
        onChange={(e) => {
          setOwn(e.target.value);
          onValueChange?.(e.target.value);
        }}
        className={cn(
          "w-full rounded-full border border-line text-ink outline-none focus:border-brand-ink",
          size === "sm" ? "h-10 bg-surface-muted pr-4 pl-9 text-sm focus:bg-white" : "h-12 bg-white pr-4 pl-12",
        )}
        {...props}
      />
    </label>
  );
  if (!onSearch) return input;
  return (
    <form
      role="search"
      className="flex flex-1 gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(current.trim());
      }}
    >
      {input}
      {children}
    </form>
  );
}

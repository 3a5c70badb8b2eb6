// One icon per activity type, in a soft square, for the type picker and the activity's header.
import {
  BadgeCheckIcon,
  BookOpenIcon,
  ClipboardListIcon,
  ExternalLinkIcon,
  FileSignatureIcon,
  GraduationCapIcon,
  HandHeartIcon,
  HelpCircleIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  PlayCircleIcon,
  Share2Icon,
  SparklesIcon,
  TicketIcon,
  TruckIcon,
  UserPlusIcon,
  VoteIcon,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<number, LucideIcon> = {
  1: UserPlusIcon,
  2: BadgeCheckIcon,
  3: TicketIcon,
  4: GraduationCapIcon,
  5: Share2Icon,
  6: HelpCircleIcon,
  7: MessageSquareTextIcon,
  8: ClipboardListIcon,
  9: VoteIcon,
  10: VoteIcon,
  11: ListChecksIcon,
  12: SparklesIcon,
  13: ExternalLinkIcon,
  14: TruckIcon,
  15: FileSignatureIcon,
  16: BookOpenIcon,
  17: HandHeartIcon,
  18: PlayCircleIcon,
  19: UserPlusIcon,
  20: HandHeartIcon,
};

export function TypeIcon({ typeId }: { typeId: number }) {
  const Icon = ICONS[typeId] ?? ListChecksIcon;
  return (
    <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}

// Icons of the member menu, from the kit's icon set (lucide), by the menu's icon names.
import {
  BookOpenIcon,
  CalculatorIcon,
  FuelIcon,
  LandmarkIcon,
  ScaleIcon,
  SmileIcon,
  CalendarIcon,
  CloverIcon,
  CreditCardIcon,
  FileDownIcon,
  HeadsetIcon,
  HouseIcon,
  LayoutGridIcon,
  LogOutIcon,
  MailIcon,
  MessageSquareIcon,
  NewspaperIcon,
  PackageIcon,
  ReceiptTextIcon,
  ShoppingBagIcon,
  ShoppingCartIcon,
  TicketIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
  GemIcon,
  type LucideIcon,
} from "lucide-react";
import type { NavIcon as Name } from "./nav-items";

const icons: Record<Name, LucideIcon> = {
  home: HouseIcon,
  accounting: CalculatorIcon,
  dental: SmileIcon,
  legal: ScaleIcon,
  political: LandmarkIcon,
  fuel: FuelIcon,
  activities: LayoutGridIcon,
  feed: MessageSquareIcon,
  calendar: CalendarIcon,
  files: FileDownIcon,
  cart: ShoppingCartIcon,
  profile: UserIcon,
  card: CreditCardIcon,
  statement: ReceiptTextIcon,
  orders: PackageIcon,
  purchases: ShoppingBagIcon,
  vouchers: TicketIcon,
  trophies: TrophyIcon,
  invitations: MailIcon,
  support: HeadsetIcon,
  clover: CloverIcon,
  logout: LogOutIcon,
  news: NewspaperIcon,
  plans: GemIcon,
  wallet: WalletIcon,
};

export function NavIcon({ name, className = "size-5" }: { name: Name; className?: string }) {
  const Icon = icons[name] ?? BookOpenIcon;
  return <Icon className={className} strokeWidth={1.8} aria-hidden />;
}

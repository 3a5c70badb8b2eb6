/** One page of a list read by cursor: the wall, invitations, an area's news (components/ui/infinite-list). */
export type Page<T> = { items: T[]; nextCursor: string | null };

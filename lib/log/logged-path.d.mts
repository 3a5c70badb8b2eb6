// Types of logged-path.mjs, which the front and the app's request hook import.
export function pathOf(url: string | null | undefined): string;
export function loggedPath(url: string | null | undefined): string;

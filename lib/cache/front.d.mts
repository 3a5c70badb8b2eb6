// Types of front.mjs, shared by the app and the front of `npm start`.
export const PAGE_CACHE_SECONDS: number;
export function parsePageCacheSeconds(value: string | undefined): number;
export const FRONT_PURGE_PATH: string;
export const FRONT_PURGE_SECRET_HEADER: string;
export const FRONT_CACHE_HEADER: string;

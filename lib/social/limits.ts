// The wall's limits. Client-safe: the form and the server read the same numbers.

export const FEED_PAGE_SIZE = 3;
export const POST_TEXT_MAX = 320;
export const COMMENT_MAX = 200;
export const REPORT_REASON_MAX = 200;
/** Post videos up to 200,000,000 bytes. */
export const POST_VIDEO_MAX_BYTES = 200_000_000;
/** Not in the spec: post photos up to 10 MB before resizing (phone photos are 3-8 MB). */
export const POST_IMAGE_MAX_BYTES = 10_000_000;
/** Longest side of a feed photo after resizing on the server. */
export const POST_IMAGE_MAX_SIDE = 1280;

export const POST_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
/** What the file picker offers; the server trusts only the bytes (media.ts). */
export const POST_VIDEO_ACCEPT = "video/mp4,video/quicktime,video/x-ms-wmv,.mp4,.mov,.wmv";

// Fixed sizes and counts of reusable screen parts (spec §2).

/** The candidate scheduler preview shows at most this many days. */
export const schedulerPreviewDays = 5;
/** Default size of the loading spinner, in px. */
export const spinnerDefaultSize = 50;
/** Width of each option of the pill selector, in px. */
export const pillOptionWidth = 108;
/** Maximum height of the cookie consent banner, in px. */
export const cookieBannerMaxHeight = 200;

/** Debian's Chromium (CHROMIUM_PATH overrides); nothing in this suite downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The response header naming whom a page was rendered for (set by proxy.ts through
 * lib/http/viewer-header.ts, read by the service worker): its own file, free of server code, so the
 * worker's bundle can name it.
 */
export const VIEWER_HEADER = "x-edenkeep-viewer";
export const UNKNOWN_VIEWER = "?";

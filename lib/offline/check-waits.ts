/** The problem the builder shows while its rules check waits for the network (lib/offline/offline-check.ts); it does not stop a save of card lines. */
export const OFFLINE_PROBLEM = "OFFLINE";

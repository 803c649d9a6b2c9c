/** Pairings, seatings, standings and the top cut of an event (CONTRACTS §9): pure, no I/O. */
export * from "./types";
export * from "./standings";
export * from "./swiss";
export * from "./multiplayer";
export * from "./cut";

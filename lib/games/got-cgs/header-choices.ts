import type { HeaderChoice } from "../types";

/** "Playing ▶ Play modes": player against player, or epic. */
export function headerChoices(): Record<string, HeaderChoice[]> {
  return {
    playmode: [
      { value: "pap", label: "Player against player (PAP)" },
      { value: "epic", label: "Epic" },
    ],
  };
}

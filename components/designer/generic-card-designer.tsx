"use client";

import { useMemo } from "react";
import { CARD_FIELDS, fieldText, fieldValue } from "@/components/sets/card-fields";
import { checkCard } from "./card-check";
import { TextField } from "./fields";
import { withField } from "./grid-columns";
import type { CardDesignerProps } from "./types";

/** A game's card as its catalog fields (components/sets/card-fields.ts), for a game without its own designer. */
export function GenericCardDesigner({ card, onChange, set }: CardDesignerProps) {
  const errors = useMemo(() => checkCard(set.game, card, set.cards), [card, set.cards, set.game]);
  return (
    <div className="space-y-2 rounded-xl border-4 border-stone-800 bg-white p-3 shadow">
      {CARD_FIELDS[set.game].map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          value={fieldText(f.kind, card[f.key])}
          multiline={f.kind === "long"}
          error={errors[f.key]}
          onChange={(text) => {
            try {
              onChange(withField(card, f.key, fieldValue(f.kind, text ?? "")));
            } catch {
              // Text that does not read yet (half-typed JSON) waits for the next keystroke.
            }
          }}
        />
      ))}
      {errors[""] && (
        <p role="alert" className="text-sm text-red-800">
          {errors[""]}
        </p>
      )}
    </div>
  );
}

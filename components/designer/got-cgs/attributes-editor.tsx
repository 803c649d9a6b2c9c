"use client";

import { EditorView } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef } from "react";
import type { KnownNames } from "@/lib/games/got-cgs/design/completions";
import { useAttrText } from "./attr-text";
import { attributesExtensions } from "./attributes-language";

/**
 * The attributes text area of the card (GOT CGS rules, "Cards ▶ Attributes") in CodeMirror:
 * highlighted, checked and completed by the engine as the player types.
 */
export function AttributesEditor({ value, onChange, known }: { value: string; onChange: (text: string) => void; known: KnownNames }) {
  const t = useTranslations("designer-got");
  const labelId = useId();
  const hintId = useId();
  // The extensions are made once; completion reads the set's names as they are when it runs.
  const knownRef = useRef(known);
  knownRef.current = known;
  const say = useAttrText();
  const sayRef = useRef(say);
  sayRef.current = say;
  const extensions = useMemo(
    () => [
      ...attributesExtensions(
        () => knownRef.current,
        () => sayRef.current,
      ),
      EditorView.contentAttributes.of({ "aria-labelledby": labelId, "aria-describedby": hintId }),
      EditorView.lineWrapping,
    ],
    [labelId, hintId],
  );
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-xs font-medium text-stone-700">
        {t("card.attributes")}
      </span>
      <div className="overflow-hidden rounded border border-stone-400 bg-white text-sm" data-testid="got-attributes">
        <CodeMirror
          value={value}
          onChange={onChange}
          extensions={extensions}
          minHeight="10rem"
          maxHeight="28rem"
          basicSetup={{ foldGutter: false, closeBrackets: false, autocompletion: false, highlightActiveLine: false, searchKeymap: true }}
        />
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        {t("card.attributesHint")}
      </p>
    </div>
  );
}

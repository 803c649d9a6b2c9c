import { autocompletion, type Completion as CmCompletion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { type Diagnostic, linter, lintGutter } from "@codemirror/lint";
import { type Extension, RangeSetBuilder } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, ViewPlugin, type ViewUpdate } from "@codemirror/view";
import { type CompletionKind, completeAttributes, type KnownNames } from "@/lib/games/got-cgs/design/completions";
import { attributeDiagnostics } from "@/lib/games/got-cgs/design/diagnostics";
import type { AttrFinding } from "./attr-text";
import { type AttributeTokenKind, highlightLine } from "@/lib/games/got-cgs/design/highlight";

/**
 * CodeMirror for a Gardener of Thoughts attributes text, each part the engine's own:
 * highlighting from its lexer (highlight.ts), findings of its parser placed at their line
 * and column (diagnostics.ts), completion from its vocabulary (completions.ts).
 */

/** Highlighting reads at most this much of a line (cards' lines are short; the lint still reads all). */
const HIGHLIGHT_LINE = 2_000;

/** Each kind of token is marked with its class, `got-tok-<kind>`, styled by the theme below. */
const marks = Object.fromEntries(
  (["category", "shortcut", "attribute", "custom", "number", "value", "text", "operator", "punctuation", "invalid"] as const).map((k) => [
    k,
    Decoration.mark({ class: `got-tok-${k}` }),
  ]),
) as Record<AttributeTokenKind, Decoration>;

function highlight(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  let done = -1;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = Math.max(from, done + 1); pos <= to; ) {
      const line = view.state.doc.lineAt(pos);
      for (const span of highlightLine(line.text.slice(0, HIGHLIGHT_LINE))) builder.add(line.from + span.from, line.from + span.to, marks[span.kind]);
      done = line.to;
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

/** Highlights the visible lines, again when the text or the view moves. */
const attributesHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = highlight(view);
    }
    update(u: ViewUpdate) {
      if (u.docChanged || u.viewportChanged) this.decorations = highlight(u.view);
    }
  },
  { decorations: (v) => v.decorations },
);

const attributesTheme = EditorView.theme({
  ".got-tok-category": { color: "#7c2d12", fontWeight: "700" },
  ".got-tok-shortcut": { color: "#9a3412", fontWeight: "700", fontStyle: "italic" },
  ".got-tok-attribute": { color: "#1e3a8a", fontWeight: "600" },
  ".got-tok-custom": { color: "#1c1917" },
  ".got-tok-number": { color: "#166534" },
  ".got-tok-value": { color: "#6b21a8", fontWeight: "600" },
  ".got-tok-text": { color: "#155e75" },
  ".got-tok-operator": { color: "#b45309", fontWeight: "700" },
  ".got-tok-punctuation": { color: "#57534e" },
  ".got-tok-invalid": { color: "#b91c1c" },
});

const COMPLETION_TYPE: Record<CompletionKind, string> = {
  attribute: "property",
  category: "keyword",
  shortcut: "keyword",
  reference: "namespace",
  custom: "variable",
  value: "enum",
};

function completionSource(known: () => KnownNames) {
  return (context: CompletionContext): CompletionResult | null => {
    const found = completeAttributes(context.state.doc.toString(), context.pos, known());
    if (found === null || (found.typed === "" && !context.explicit)) return null;
    const options: CmCompletion[] = found.options.map((o) => ({ label: o.label, type: COMPLETION_TYPE[o.kind], detail: o.detail }));
    return { from: found.from, options, validFor: /^"?[\p{L}\d]*$/u };
  };
}

/** The lint of the text: every finding placed, worded by `say` (the reader's language). */
function lintSource(say: () => (finding: AttrFinding) => string) {
  return (view: { state: { doc: { toString(): string } } }): Diagnostic[] =>
    attributeDiagnostics(view.state.doc.toString()).diagnostics.map((d) => ({
      from: d.from,
      to: d.to,
      severity: "error",
      source: d.code,
      message: `${d.line}:${d.column} ${say()(d)}`,
    }));
}

/**
 * Every extension of the attributes editor; `known` gives the set's custom names at the moment
 * of completing, `say` the findings' words at the moment of checking.
 */
export function attributesExtensions(known: () => KnownNames, say: () => (finding: AttrFinding) => string): Extension[] {
  return [attributesHighlight, attributesTheme, linter(lintSource(say), { delay: 250 }), lintGutter(), autocompletion({ override: [completionSource(known)] })];
}

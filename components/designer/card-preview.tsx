"use client";

import { useMessages, useTranslations } from "next-intl";
import { useDeferredValue, useMemo } from "react";
import type { CatalogExtras, GameSlug } from "@/lib/games/types";
import { ENGLISH_PROXY_LABELS, type ProxyLabels } from "@/lib/proxies/labels";
import { previewFace } from "@/lib/proxies/preview/draw";
import type { SvgShape } from "@/lib/proxies/preview/svg-ink";

/** The PDF's own font, served by app/proxy-fonts from the npm package the PDFs embed it from. */
const FAMILY = "Edenkeep Proxy DejaVu Sans";
const FONT_FACES = [
  ["DejaVuSans.ttf", "normal", "normal"],
  ["DejaVuSans-Bold.ttf", "bold", "normal"],
  ["DejaVuSans-Oblique.ttf", "normal", "italic"],
]
  .map(
    ([file, weight, style]) =>
      `@font-face{font-family:"${FAMILY}";src:url("/proxy-fonts/${file}") format("truetype");font-weight:${weight};font-style:${style};font-display:swap}`,
  )
  .join("");

const TEXT_STYLE = { whiteSpace: "pre", fontKerning: "none" } as const;

/** The face's printed words from the reader's messages (proxyLabels namespace), English where one is missing. */
function labelsFrom(words: unknown): ProxyLabels {
  const given = typeof words === "object" && words !== null ? (words as Record<string, unknown>) : {};
  const out = { ...ENGLISH_PROXY_LABELS };
  for (const key of Object.keys(out) as (keyof ProxyLabels)[]) if (typeof given[key] === "string") out[key] = given[key];
  return out;
}

function Shape({ shape }: { shape: SvgShape }) {
  switch (shape.kind) {
    case "rect":
      return (
        <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} fill={shape.fill ?? "none"} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />
      );
    case "line":
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />;
    case "image":
      return <image href={shape.art} x={shape.x} y={shape.y} width={shape.w} height={shape.h} preserveAspectRatio="xMidYMid meet" />;
    case "text":
      // textLength pins each run to the PDF's width, so lines end where the PDF's do even before the font has loaded.
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontFamily={FAMILY}
          fontWeight={shape.font === "bold" ? "bold" : "normal"}
          fontStyle={shape.font === "italic" ? "italic" : "normal"}
          fontSize={shape.size}
          fill={shape.fill}
          textLength={shape.width}
          lengthAdjust="spacing"
          style={TEXT_STYLE}
        >
          {shape.text}
        </text>
      );
  }
}

/**
 * The live preview of a card being designed: its print-and-play proxy face, drawn by the
 * PDF's own face code (lib/proxies) as SVG, at any size (it fills its container's width).
 * Rendering is deferred while the card changes quickly, so typing never waits for it.
 */
export function CardPreview(props: { game: GameSlug; card: Record<string, unknown>; extras?: CatalogExtras; art?: string; className?: string }) {
  const { game, extras, art, className } = props;
  const t = useTranslations("proxy");
  const words = useMessages().proxyLabels;
  const labels = useMemo(() => labelsFrom(words), [words]);
  const card = useDeferredValue(props.card);
  const face = useMemo(() => previewFace(game, card, { extras, art, bleed: 0, labels }), [game, card, extras, art, labels]);
  return (
    <>
      <style href="edenkeep-proxy-fonts" precedence="default">
        {FONT_FACES}
      </style>
      <svg
        role="img"
        aria-label={t("preview.label", { name: face.name })}
        viewBox={`0 0 ${face.width} ${face.height}`}
        className={className ?? "h-auto w-full max-w-sm"}
        data-game={game}
      >
        {face.shapes.map((shape, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: shapes are redrawn whole on each change; their place is their identity
          <Shape key={i} shape={shape} />
        ))}
      </svg>
    </>
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FACE_HEIGHT, FACE_WIDTH, faceUrl } from "./face-url";

/** How long a finger rests on a card name before its face shows. */
const LONG_PRESS_MS = 450;

/**
 * A card name that shows the card's face in a small popover while the pointer is over it, while
 * it (or a link in it) has the keyboard focus, or after a long press; Escape closes it. The face
 * adds nothing the line does not say in words, so it is a tooltip of the name.
 */
export function FacePeek({ game, code, name, children }: { game: string; code: string; name: string; children: React.ReactNode }) {
  const t = useTranslations("faces");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const pressed = useRef<number | undefined>(undefined);
  const longPressed = useRef(false);
  useEffect(() => () => window.clearTimeout(pressed.current), []);
  const endPress = () => window.clearTimeout(pressed.current);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the link inside (pointer, focus, long press); the link is what the keyboard reaches
    <span
      className="relative inline-block"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
      onTouchStart={() => {
        longPressed.current = false;
        pressed.current = window.setTimeout(() => {
          longPressed.current = true;
          setOpen(true);
        }, LONG_PRESS_MS);
      }}
      onTouchMove={endPress}
      onTouchEnd={(e) => {
        endPress();
        // A long press shows the face; it does not also follow the link.
        if (longPressed.current) e.preventDefault();
      }}
      onTouchCancel={endPress}
      onContextMenu={(e) => {
        if (longPressed.current) e.preventDefault();
      }}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          data-face-peek={code}
          className="absolute top-full left-0 z-30 mt-1 block w-40 rounded-md border border-stone-300 bg-white p-1 shadow-lg"
        >
          {/* biome-ignore lint/performance/noImgElement: an SVG from our own API */}
          <img src={faceUrl(game, code, locale)} alt={t("previewOf", { name })} width={FACE_WIDTH} height={FACE_HEIGHT} className="h-auto w-full" />
        </span>
      )}
    </span>
  );
}

import { FACE_HEIGHT, FACE_WIDTH, faceUrl } from "./face-url";

/**
 * A card's face as a picture (GET …/face.svg): the proxy face, in the reader's language, loaded
 * lazily unless `eager`. Its text alternative is the card's name; the stats are beside it on
 * every page that shows one, so nothing is only in the picture.
 */
export function CardFaceImage(props: { game: string; code: string; locale: string; name: string; eager?: boolean; className?: string }) {
  const { game, code, locale, name, eager, className } = props;
  return (
    // biome-ignore lint/performance/noImgElement: an SVG from our own API; next/image would only pass it through
    <img
      src={faceUrl(game, code, locale)}
      alt={name}
      width={FACE_WIDTH}
      height={FACE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className ?? "h-auto w-full rounded-md bg-white shadow-sm"}
    />
  );
}

import QRCode from "qrcode";

/**
 * The join QR code (CONTRACTS §9.1 "Joining"): the event's join URL as an SVG, drawn by the
 * `qrcode` library (error correction M: it still reads when printed small or a little smudged).
 */
export function joinUrl(origin: string, eventId: string): string {
  return `${origin}/events/${encodeURIComponent(eventId)}/join`;
}

export async function joinQrSvg(origin: string, eventId: string): Promise<string> {
  return QRCode.toString(joinUrl(origin, eventId), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

import type { MetadataRoute } from "next";

/** /manifest.webmanifest: Edenkeep installs as an app (docs/offline.md). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Edenkeep",
    short_name: "Edenkeep",
    description: "Catalogs, decks, goldfish and proxies for Dark Eden, Battle for Eden, Gardener of Thoughts and EDEN — also without network.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#1c1917",
    theme_color: "#1c1917",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

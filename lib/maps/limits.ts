/**
 * Size limits on saved Battle for Eden maps (CONTRACTS §7); how many a user keeps is in
 * quotas.ts. A table-top map of 2–6 players holds 1 Heart, up to 6 portals and 8 land tiles a
 * player plus a few black ones: 400 tiles and coordinates within ±50 leave room for any real
 * map while keeping a page of SVG small.
 */
export const MAX_SAVED_MAP_TILES = 400;
export const MAX_SAVED_MAP_COORDINATE = 50;
export const MAX_MAP_NAME = 120;
export const PUBLIC_MAPS_PAGE_SIZE = 50;

declare module "edmonds-blossom-fixed" {
  /**
   * Maximum-weight matching (Edmonds' blossom algorithm). `edges` are [u, v, weight] over
   * vertices 0..n-1; with `maxCardinality`, the heaviest of the largest matchings. Returns each
   * vertex's mate, -1 for none.
   */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}

/**
 * How a deleted account shows in an event (CONTRACTS §9.1 "Deleted accounts"): in player lists,
 * pairings and standings. A registration whose account was deleted is never found by a name, so
 * a new account that takes the freed username is a different player everywhere.
 */
export const DELETED_ACCOUNT = "(deleted account)";

export function shownName(r: { username: string; accountDeletedAt: Date | null }): string {
  return r.accountDeletedAt ? DELETED_ACCOUNT : r.username;
}

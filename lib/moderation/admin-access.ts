import { currentUser } from "../auth/session";
import { type DomainError, refusal } from "../errors";
import { isModerator } from "./moderators";

/** Every admin route and page is 404 to anyone but a moderator: the admin area does not exist for them. */
export function adminNotFound(): DomainError {
  return refusal("not-found", "NOT_FOUND", { thing: "other" });
}

/** The signed-in moderator of a request, or 404 (signed out included). */
export async function requireModerator(request: Request): Promise<{ id: string; username: string }> {
  const user = await currentUser(request);
  if (!user || !(await isModerator(user))) throw adminNotFound();
  return user;
}

import { grantModerator, listModerators, revokeModerator } from "../../lib/moderation/moderators";
import { DomainError } from "../../lib/errors";
import { EXIT, type Outcome, output, UnusableInput } from "../io";

/**
 * `moderator grant|revoke USERNAME`, `moderator list` (CONTRACTS §12): moderators stored in
 * the database of DATABASE_URL, beside those named in the MODERATORS variable.
 */
export async function moderatorCommand(args: string[], opts: { json: boolean }): Promise<Outcome> {
  const [action, username] = args;
  try {
    if (action === "list" && username === undefined) {
      const list = await listModerators();
      return output(opts.json, list, () => `Granted: ${list.granted.join(", ") || "none"}\nFrom MODERATORS: ${list.fromEnv.join(", ") || "none"}`, EXIT.ok);
    }
    if ((action === "grant" || action === "revoke") && username && args.length === 2) {
      if (action === "grant") {
        const done = await grantModerator(username);
        return output(opts.json, done, () => (done.granted ? `${done.username} is now a moderator.` : `${done.username} was already a moderator.`), EXIT.ok);
      }
      const done = await revokeModerator(username);
      return output(
        opts.json,
        done,
        () =>
          `${done.revoked ? `${done.username} is no longer a granted moderator.` : `${done.username} was not a granted moderator.`}${done.stillInEnv ? ` ${done.username} is still named in MODERATORS.` : ""}`,
        EXIT.ok,
      );
    }
  } catch (err) {
    if (err instanceof DomainError) throw new UnusableInput(err.code === "NOT_FOUND" ? "UNKNOWN_USER" : err.code, err.message);
    throw err;
  }
  throw new UnusableInput("USAGE", "moderator needs grant USERNAME, revoke USERNAME or list.");
}

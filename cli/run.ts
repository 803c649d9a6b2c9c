/**
 * Edenkeep command line (CONTRACTS §3), in process: `run(argv, io)` answers one command line
 * with its exit code, writing what it prints to `io`. cli/main.ts wires it to the process; the
 * tests call it directly. Exit 0 success / legal deck, 1 illegal deck, 2 unusable input.
 */
import { parseArgs } from "node:util";
import { EXIT, type Outcome, UnusableInput } from "./io";

// Each command's module is loaded when that command runs: a process answers one command, and
// the rules, the catalog import, the goldfish and the PDF writer need not load for `backup`.
const commands = {
  validate: () => import("./commands/validate"),
  importCatalog: () => import("./commands/import-catalog"),
  map: () => import("./commands/map"),
  goldfish: () => import("./commands/goldfish"),
  proxies: () => import("./commands/proxies"),
  database: () => import("./commands/database"),
  art: () => import("./commands/art"),
  moderator: () => import("./commands/moderator"),
};

const USAGE = `Usage: npm run --silent cli -- <command> [options]
  validate DECK [--game G] [--catalog F]… [--json]
  goldfish DECK --seed S [--hands N] [--json]
  draw DECK --seed S [--json]
  odds DECK --card NAME [--copies K] [--seen N] [--json]
  map MAPFILE [--json]
  proxies DECK --out FILE.pdf [--paper a4|letter]
  import-catalog FILE… [--dry-run] [--json]   (prints what changed; --dry-run imports nothing)
  import-art --game G DIR           (DIR holds <code>.png|jpg|webp: art of catalog cards)
  remove-art --game G CODE…|--all
  copy-db --from URL --to URL       (file:… or postgresql://…; the target must be empty)
  backup --out FILE                 (the SQLite database of DATABASE_URL, online)
  moderator grant|revoke USERNAME   (moderators of DATABASE_URL; also: moderator list)`;

/** Where a run writes: the process's streams, or a test's buffers. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Runs one command line; resolves to its exit code. The database it opened stays open for the caller to close. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const json = argv.includes("--json");
  try {
    const outcome = await dispatch(argv);
    io.stdout.write(outcome.stdout);
    return outcome.code;
  } catch (err) {
    return fail(err, json, io);
  }
}

async function dispatch(argv: string[]): Promise<Outcome> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: "boolean", default: false },
      game: { type: "string" },
      catalog: { type: "string", multiple: true },
      seed: { type: "string" },
      hands: { type: "string" },
      card: { type: "string" },
      copies: { type: "string" },
      seen: { type: "string" },
      out: { type: "string" },
      paper: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      all: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) return { code: command ? EXIT.ok : EXIT.unusable, stdout: `${USAGE}\n` };
  const json = values.json ?? false;
  const source = async () => {
    const { defaultSource, filesSource } = await import("./catalog-source");
    return values.catalog?.length ? filesSource(values.catalog) : defaultSource();
  };
  const deckFile = () => {
    if (!args[0]) throw new UnusableInput("USAGE", `${command} needs a deck file.\n${USAGE}`);
    return args[0];
  };
  switch (command) {
    case "validate":
      return (await commands.validate()).validateCommand(deckFile(), { game: values.game, json, source: await source() });
    case "import-catalog":
      return (await commands.importCatalog()).importCatalogCommand(args, { json, dryRun: values["dry-run"] ?? false });
    case "map":
      if (!args[0]) throw new UnusableInput("USAGE", `map needs a map file.\n${USAGE}`);
      return (await commands.map()).mapCommand(args[0], { json });
    case "goldfish":
      return (await commands.goldfish()).goldfishCommand(deckFile(), {
        json,
        source: await source(),
        game: values.game,
        seed: values.seed,
        hands: values.hands,
      });
    case "draw":
      return (await commands.goldfish()).drawCommand(deckFile(), { json, source: await source(), game: values.game, seed: values.seed });
    case "odds":
      return (await commands.goldfish()).oddsCommand(deckFile(), {
        json,
        source: await source(),
        game: values.game,
        card: values.card,
        copies: values.copies,
        seen: values.seen,
      });
    case "proxies":
      return (await commands.proxies()).proxiesCommand(deckFile(), { json, source: await source(), game: values.game, out: values.out, paper: values.paper });
    case "import-art":
      return (await commands.art()).importArtCommand(args[0], { game: values.game, json });
    case "remove-art":
      return (await commands.art()).removeArtCommand(args, { game: values.game, all: values.all ?? false, json });
    case "copy-db":
      return (await commands.database()).copyDbCommand({ from: values.from, to: values.to, json });
    case "backup":
      return (await commands.database()).backupCommand({ out: values.out, json });
    case "moderator":
      return (await commands.moderator()).moderatorCommand(args, { json });
    default:
      throw new UnusableInput("USAGE", `Unknown command "${command}".\n${USAGE}`);
  }
}

function fail(err: unknown, json: boolean, io: CliIo): number {
  const known = err instanceof UnusableInput;
  const code = known
    ? err.code
    : (err as { code?: string })?.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" || (err as { code?: string })?.code?.startsWith?.("ERR_PARSE_ARGS")
      ? "USAGE"
      : "INTERNAL";
  const message = err instanceof Error ? err.message : String(err);
  const error: { code: string; message: string; line?: number } = { code, message };
  if (known && err.line !== undefined) error.line = err.line;
  if (json) io.stdout.write(`${JSON.stringify({ error })}\n`);
  else io.stderr.write(`error ${code}: ${message}\n`);
  return code === "INTERNAL" ? 70 : EXIT.unusable;
}
